export { PageListScreen } from './PageListScreen.tsx';
