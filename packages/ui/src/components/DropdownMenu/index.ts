export { DropdownMenu, type DropdownMenuProps, type MenuItem } from './DropdownMenu.tsx';
