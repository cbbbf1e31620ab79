export { HeroEditorScreen } from './HeroEditorScreen.tsx';
