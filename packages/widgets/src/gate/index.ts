export { EmailGate } from './EmailGate.tsx';
