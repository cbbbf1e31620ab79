export { LazyTooltip } from './LazyTooltip.tsx';
export { Tooltip, type TooltipProps } from './Tooltip.tsx';
