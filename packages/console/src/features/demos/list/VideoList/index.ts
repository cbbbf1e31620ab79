export { VideoList, type VideoListProps } from './VideoList.tsx';
