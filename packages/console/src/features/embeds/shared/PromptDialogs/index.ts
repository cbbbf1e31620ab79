export {
  PromptDialogs,
  type PromptsSnapshot,
  type PromptText,
  promptsBusy,
} from './PromptDialogs.tsx';
