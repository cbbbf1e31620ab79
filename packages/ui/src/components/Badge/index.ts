export { Badge, type BadgeProps, type BadgeTone, widgetKindTone } from './Badge.tsx';
