/** The prospect's frames and pages (issue 12), also drawn by the console's settings preview. */
export { FramePlayer, type FramePlayerProps, type FrameTeaser } from './FramePlayer.tsx';
export { HeroFrame, type HeroFrameProps, heroTeaser } from './HeroFrame.tsx';
export { CompanyHeader, ProspectLook, type ProspectLookProps } from './Look.tsx';
export { FrameNotice, type FrameNoticeKind, PreviewPage, SharePage, type SharePageProps } from './Pages.tsx';
export { SneakpeekFrame, type SneakpeekFrameProps } from './SneakpeekFrame.tsx';
export { SoloFrame, type SoloFrameProps, soloTeaser } from './SoloFrame.tsx';
