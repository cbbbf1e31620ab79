export { VideoFrame, type VideoFrameProps, VideoFrameSpot, type VideoFrameSpotProps } from './VideoFrame.tsx';
