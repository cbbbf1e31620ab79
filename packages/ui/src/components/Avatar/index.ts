export {
  Avatar,
  type AvatarProps,
  avatarColor,
  avatarColorIndex,
  avatarTextColor,
  initialOf,
} from './Avatar.tsx';
