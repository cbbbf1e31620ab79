/** The prospect's frames and pages (issue 12), also drawn by the console's settings preview. */
export { ProspectLook } from './Look.tsx';
export { SharePage } from './Pages.tsx';
export { SoloFrame } from './SoloFrame.tsx';
