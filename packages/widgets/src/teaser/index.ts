export { LaunchButton } from './LaunchButton.tsx';
export { teaserLabels } from './messages.ts';
export { Teaser, type TeaserProps } from './Teaser.tsx';
