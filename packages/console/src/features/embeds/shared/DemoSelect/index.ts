export { type DemoOption, DemoSelect, type DemoSelectProps } from './DemoSelect.tsx';
