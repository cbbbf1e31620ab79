export { VideoList } from './VideoList.tsx';
