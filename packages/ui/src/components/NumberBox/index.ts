export { NumberBox, type NumberBoxProps } from './NumberBox.tsx';
