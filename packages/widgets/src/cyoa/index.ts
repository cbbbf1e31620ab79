export { CyoaRuntime } from './CyoaRuntime.tsx';
