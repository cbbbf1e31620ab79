export { LaunchButton, type LaunchButtonProps, launchButtonSizes } from './LaunchButton.tsx';
export { teaserLabels } from './messages.ts';
export { Teaser, type TeaserDemo, type TeaserProps } from './Teaser.tsx';
