export { IconButton, type IconButtonProps } from './IconButton';
export {
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CopyIcon,
  EyeIcon,
  MoreIcon,
  PlusIcon,
  TrashIcon,
} from './icons';
