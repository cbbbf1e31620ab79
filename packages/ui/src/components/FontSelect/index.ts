export { FontSelect, type FontSelectProps } from './FontSelect.tsx';
