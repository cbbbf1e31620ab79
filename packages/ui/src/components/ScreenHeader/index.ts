export { ScreenHeader, type ScreenHeaderProps } from './ScreenHeader.tsx';
