export { ImagePicker } from './ImagePicker.tsx';
