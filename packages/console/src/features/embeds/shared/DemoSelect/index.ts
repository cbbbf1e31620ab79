export { type DemoOption, DemoSelect } from './DemoSelect.tsx';
