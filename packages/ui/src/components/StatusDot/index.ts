export { StatusDot, type StatusDotProps } from './StatusDot';
