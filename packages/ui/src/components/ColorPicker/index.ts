export { ColorPicker, type ColorPickerProps, normalizeHex } from './ColorPicker.tsx';
