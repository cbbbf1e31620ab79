export { IconButton, type IconButtonProps } from './IconButton.tsx';
export {
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CopyIcon,
  EyeIcon,
  MoreIcon,
  PlusIcon,
  TrashIcon,
} from './icons.tsx';
