export {
  type ProgressToast,
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastKind,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './Toast.tsx';
