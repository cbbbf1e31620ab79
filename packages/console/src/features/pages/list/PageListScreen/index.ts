export { PageListScreen, type PageListScreenProps, pageTitleOf } from './PageListScreen.tsx';
