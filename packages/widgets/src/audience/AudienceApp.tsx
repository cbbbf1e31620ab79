import { type FrameData, gateOptionsOf, type Recording } from '@showroom/contract';
import { ThemeProvider } from '@showroom/ui';
import * as React from 'react';
import { CyoaRuntime } from '../cyoa/index.ts';
import { type Emit, EmitContext } from '../events/index.ts';
import { useEventSender } from '../events/useEventSender.ts';
import { FrameGateContext } from '../frames/gate.tsx';
import { HeroFrame } from '../frames/HeroFrame.tsx';
import { closeMessage, type FrameHost, FrameHostContext, frameHost, useFrameResize } from '../frames/host.ts';
import { ProspectLook } from '../frames/Look.tsx';
import { FrameNotice, type FrameNoticeKind, PreviewPage, SharePage } from '../frames/Pages.tsx';
import { SneakpeekFrame } from '../frames/SneakpeekFrame.tsx';
import { SoloFrame } from '../frames/SoloFrame.tsx';
import { EmailGate } from '../gate/index.ts';

export type AudienceAppProps = {
  data: FrameData;
  /** Where events go; by default the frame's sender (stories and tests give a recorder). */
  emit?: Emit;
  /** 'reduced' stops every pulse and GIF whatever the system says (stories, screenshots). */
  motion?: 'auto' | 'reduced';
};

type GateState = {
  data: FrameData;
  passed: boolean;
  pass: () => void;
  motion: 'auto' | 'reduced';
  /** The events' visitor id, when the frame has a sender (stories make the gate its own). */
  visitor: string | undefined;
};
const GateStateContext = React.createContext<GateState | null>(null);

/**
 * The e-mail gate in front of a gated widget's demo (FrameGateContext; gate/EmailGate): it shows
 * when the prospect presses the teaser, and once passed the demo plays (and stays passed for the
 * frame's life).
 */
function GatedDemo({ children }: { children: React.ReactNode }) {
  const gate = React.useContext(GateStateContext);
  if (!gate || gate.passed) return <>{children}</>;
  return (
    <EmailGate
      frame={gate.data}
      onPass={gate.pass}
      motion={gate.motion}
      {...(gate.visitor === undefined ? {} : { visitor: gate.visitor })}
    />
  );
}

/** The demo a Hero, Solo or Sneakpeek plays, or why there is none to play. */
export function widgetDemo(data: FrameData): Recording | FrameNoticeKind {
  const { widget } = data;
  if (widget.kind === 'cyoa') return 'notFound';
  const id =
    widget.kind === 'hero'
      ? widget.hero.recording_id
      : widget.kind === 'solo'
        ? widget.solo.recording_id
        : widget.sneakpeek.recording_id;
  const demo = data.demos.find((recording) => recording.id === id && recording.company_id === data.companyId);
  if (!demo || demo.media_status === 'failed') return 'notFound';
  if (demo.media_status !== 'ready') return 'processing';
  return demo;
}

/** The widget itself, by kind (the CYOA runtime is H4's). */
function Widget({ data, motion }: { data: FrameData; motion: 'auto' | 'reduced' }) {
  const { widget } = data;
  const host = React.useContext(FrameHostContext);
  const headingLevel = data.mode === 'share' ? 2 : 1;
  if (widget.kind === 'cyoa')
    // The journey is one piece: its gate comes before the first step.
    return (
      <GatedDemo>
        <CyoaRuntime frame={data} motion={motion} />
      </GatedDemo>
    );
  const demo = widgetDemo(data);
  if (typeof demo === 'string') return <FrameNotice kind={demo} />;
  switch (widget.kind) {
    case 'hero':
      return <HeroFrame hero={widget.hero} recording={demo} headingLevel={headingLevel} motion={motion} />;
    case 'solo':
      return (
        <SoloFrame
          solo={widget.solo}
          recording={demo}
          motion={motion}
          onClose={data.mode === 'embed' && host.framed ? () => host.post(closeMessage) : undefined}
        />
      );
    case 'sneakpeek':
      return <SneakpeekFrame sneakpeek={widget.sneakpeek} recording={demo} motion={motion} />;
  }
}

/** Emits `render` once, when the widget is shown (not for a notice in its place). */
function useRenderEvent(data: FrameData, emit: Emit) {
  const shown = React.useRef(false);
  const available = data.widget.kind === 'cyoa' || typeof widgetDemo(data) !== 'string';
  React.useEffect(() => {
    if (shown.current || !available) return;
    shown.current = true;
    emit('render', {});
  }, [available, emit]);
}

/** The surface in the company's look; tells the loader its height (when framed). */
function Surface({ data, motion }: { data: FrameData; motion: 'auto' | 'reduced' }) {
  const root = React.useRef<HTMLDivElement>(null);
  useFrameResize(root);
  const widget = <Widget data={data} motion={motion} />;
  return (
    <ProspectLook ref={root} look={data.look} kind={data.widget.kind} data-mode={data.mode}>
      {data.mode === 'share' && data.share ? (
        <SharePage look={data.look} share={data.share}>
          {widget}
        </SharePage>
      ) : data.mode === 'preview' ? (
        <PreviewPage look={data.look}>{widget}</PreviewPage>
      ) : (
        widget
      )}
    </ProspectLook>
  );
}

/**
 * The audience app's root: draws the frame or page the server's frame data describes, by mode
 * (embed, share, preview) and widget kind, in the company's look; gives the surfaces the event
 * sender (EmitContext: events/useEventSender, nothing recorded in a preview), the host they may
 * talk to (FrameHostContext: resize and close go to the host origin only) and the e-mail gate
 * (FrameGateContext) for a gated widget.
 */
export function AudienceApp({ data, emit, motion = 'auto' }: AudienceAppProps) {
  const [host] = React.useState(() => frameHost(data));
  return emit ? (
    <App data={data} host={host} emit={emit} motion={motion} />
  ) : (
    <WithSender data={data} host={host} motion={motion} />
  );
}

type AppProps = {
  data: FrameData;
  host: FrameHost;
  emit: Emit;
  motion: 'auto' | 'reduced';
  visitor?: string | undefined;
};

/** The frame's real sender; stories and tests give a recorder instead and make none. */
function WithSender(props: Omit<AppProps, 'emit'>) {
  const { emit, visitor } = useEventSender(props.data, props.host.origin || undefined);
  return <App {...props} emit={emit} visitor={visitor} />;
}

function App({ data, host, emit, motion, visitor }: AppProps) {
  const [passed, setPassed] = React.useState(false);
  const gate = React.useMemo(
    () => ({ data, passed, pass: () => setPassed(true), motion, visitor }),
    [data, passed, motion, visitor],
  );
  const gated = gateOptionsOf(data.widget).gated;
  useRenderEvent(data, emit);

  const surface = <Surface data={data} motion={motion} />;
  return (
    <ThemeProvider>
      <FrameHostContext.Provider value={host}>
        <EmitContext.Provider value={emit}>
          {gated ? (
            <GateStateContext.Provider value={gate}>
              <FrameGateContext.Provider value={GatedDemo}>{surface}</FrameGateContext.Provider>
            </GateStateContext.Provider>
          ) : (
            surface
          )}
        </EmitContext.Provider>
      </FrameHostContext.Provider>
    </ThemeProvider>
  );
}

const LazyProspectPage = React.lazy(() =>
  import('./page/index.ts').then((module) => ({ default: module.ProspectPageRoot })),
);

/**
 * The page a prospect link opens (issue 13: page/), loaded on its own so the frames' main chunk
 * does not carry it; the audience host preloads its chunks with the page, so nothing waits on a
 * second round trip.
 */
export function AudiencePage() {
  return (
    <React.Suspense fallback={null}>
      <LazyProspectPage />
    </React.Suspense>
  );
}
