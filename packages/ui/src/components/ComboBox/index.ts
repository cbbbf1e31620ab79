export { ComboBox, type ComboBoxItem, type ComboBoxProps } from './ComboBox.tsx';
