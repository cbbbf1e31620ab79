export { Button, type ButtonProps } from './Button.tsx';
