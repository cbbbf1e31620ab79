/** The prospect's frames and pages (issue 12), also drawn by the console's settings preview. */
export { type FrameActor, FrameContainer, type FrameSetup } from './FrameContainer.tsx';
export {
  FramePlayer,
  type FramePlayerProps,
  FramePlayerView,
  type FramePlayerViewProps,
  type FrameTeaser,
} from './FramePlayer.tsx';
export {
  HeroFrame,
  type HeroFrameProps,
  HeroFrameView,
  type HeroFrameViewProps,
  heroTeaser,
} from './HeroFrame.tsx';
export { CompanyHeader, ProspectLook, type ProspectLookProps } from './Look.tsx';
export { FrameNotice, type FrameNoticeKind, PreviewPage, SharePage, type SharePageProps } from './Pages.tsx';
export {
  SneakpeekFrame,
  type SneakpeekFrameProps,
  SneakpeekFrameView,
  type SneakpeekFrameViewProps,
} from './SneakpeekFrame.tsx';
export {
  SoloFrame,
  type SoloFrameProps,
  SoloFrameView,
  type SoloFrameViewProps,
  soloCta,
  soloTeaser,
} from './SoloFrame.tsx';
