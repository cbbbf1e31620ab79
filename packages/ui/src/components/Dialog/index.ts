export { Dialog, DialogClose, type DialogProps } from './Dialog.tsx';
