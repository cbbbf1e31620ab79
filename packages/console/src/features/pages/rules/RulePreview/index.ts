export { RulePreview, type RulePreviewProps } from './RulePreview.tsx';
