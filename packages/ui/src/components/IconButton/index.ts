export { IconButton, type IconButtonProps } from './IconButton.tsx';
export {
  CaptionsIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CopyIcon,
  EyeIcon,
  MoreIcon,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  PlusIcon,
  PointerIcon,
  PointerOffIcon,
  TrashIcon,
  VolumeIcon,
} from './icons.tsx';
