export { ShareDialog } from './ShareDialog.tsx';
