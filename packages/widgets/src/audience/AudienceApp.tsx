import {
  type FrameData,
  gateOptionsOf,
  grantedDemos,
  type MediaGrant,
  type Recording,
} from '@showroom/contract';
import { ThemeProvider } from '@showroom/ui';
import * as React from 'react';
import { CyoaRuntime } from '../cyoa/index.ts';
import { type Emit, EmitContext } from '../events/index.ts';
import { useEventSender } from '../events/useEventSender.ts';
import { FrameContainer } from '../frames/FrameContainer.tsx';
import { HeroFrameView } from '../frames/HeroFrame.tsx';
import { closeMessage, type FrameHost, FrameHostContext, frameHost, useFrameResize } from '../frames/host.ts';
import { ProspectLook } from '../frames/Look.tsx';
import { FrameNotice, type FrameNoticeKind, PreviewPage, SharePage } from '../frames/Pages.tsx';
import { SneakpeekFrameView } from '../frames/SneakpeekFrame.tsx';
import { SoloFrameView, soloCta } from '../frames/SoloFrame.tsx';
import { EmailGate } from '../gate/index.ts';

export type AudienceAppProps = {
  data: FrameData;
  /** Where events go; by default the frame's sender (stories and tests give a recorder). */
  emit?: Emit;
  /** 'reduced' stops every pulse and GIF whatever the system says (stories, screenshots). */
  motion?: 'auto' | 'reduced';
};

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

type WidgetProps = { data: FrameData; motion: 'auto' | 'reduced'; visitor: string | undefined };

/**
 * The widget itself, by kind, in the one frame machine that runs it (frames/FrameContainer): a
 * Hero, Solo or Sneakpeek from its teaser, a CYOA from its journey (the journey is one piece: its
 * gate comes before the first step); the e-mail gate (gate/EmailGate) when the widget is gated,
 * passed once for the frame's life. A notice stands in for a demo that cannot play, with no
 * machine and no `render`.
 */
function Widget({ data: given, motion, visitor }: WidgetProps) {
  // A gated widget's demos come without their video until the gate passes and gives it (issue 26, item 5).
  const [grant, setGrant] = React.useState<MediaGrant>();
  const data = React.useMemo(
    () => (grant ? { ...given, demos: grantedDemos(given.demos, grant) } : given),
    [given, grant],
  );
  const { widget } = data;
  const host = React.useContext(FrameHostContext);
  const headingLevel = data.mode === 'share' ? 2 : 1;
  const demo = widget.kind === 'cyoa' ? null : widgetDemo(data);
  if (typeof demo === 'string') return <FrameNotice kind={demo} headingLevel={headingLevel} />;
  const solo = widget.kind === 'solo' ? widget.solo : null;
  return (
    <FrameContainer
      teaser={widget.kind !== 'cyoa'}
      gated={gateOptionsOf(widget).gated}
      onClose={solo && data.mode === 'embed' && host.framed ? () => host.post(closeMessage) : undefined}
      cta={solo ? soloCta(solo) : null}
      reportsRender
    >
      {(frame) => {
        const gate = (
          <EmailGate
            frame={data}
            onPass={(media) => {
              if (media) setGrant(media);
              frame.send({ type: 'gate.passed' });
            }}
            motion={motion}
            // A CYOA's gate is all its frame shows before the journey; the others keep their heading.
            headingLevel={widget.kind === 'cyoa' ? headingLevel : 2}
            // A Hero's, Solo's or Sneakpeek's gate opens on the prospect's Play, which it replaces.
            focusOnOpen={widget.kind !== 'cyoa'}
            {...(visitor === undefined ? {} : { visitor })}
          />
        );
        if (widget.kind === 'cyoa')
          return frame.snapshot.matches({ launched: 'gate' }) ? (
            gate
          ) : (
            <CyoaRuntime frame={data} motion={motion} />
          );
        if (!demo) return null;
        switch (widget.kind) {
          case 'hero':
            return (
              <HeroFrameView
                {...frame}
                hero={widget.hero}
                recording={demo}
                headingLevel={headingLevel}
                gate={gate}
                motion={motion}
              />
            );
          case 'solo':
            return (
              <SoloFrameView
                {...frame}
                solo={widget.solo}
                recording={demo}
                headingLevel={headingLevel}
                gate={gate}
                motion={motion}
              />
            );
          case 'sneakpeek':
            return (
              <SneakpeekFrameView
                {...frame}
                sneakpeek={widget.sneakpeek}
                recording={demo}
                headingLevel={headingLevel}
                gate={gate}
                motion={motion}
              />
            );
        }
      }}
    </FrameContainer>
  );
}

/**
 * The surface in the company's look; tells the loader its height (when framed). A frame is a
 * document of its own: in a host page (embed) the widget is its main landmark, as the share and
 * preview pages' <main> holds it there; nested in a prospect page (share mode, no share), it is in
 * the page's.
 */
function Surface({ data, motion, visitor }: WidgetProps) {
  const root = React.useRef<HTMLDivElement>(null);
  useFrameResize(root);
  const widget = <Widget data={data} motion={motion} visitor={visitor} />;
  return (
    <ProspectLook ref={root} look={data.look} kind={data.widget.kind} data-mode={data.mode}>
      {data.mode === 'share' && data.share ? (
        <SharePage look={data.look} share={data.share}>
          {widget}
        </SharePage>
      ) : data.mode === 'preview' ? (
        <PreviewPage look={data.look}>{widget}</PreviewPage>
      ) : data.mode === 'embed' ? (
        <main>{widget}</main>
      ) : (
        widget
      )}
    </ProspectLook>
  );
}

/**
 * The audience app's root: draws the frame or page the server's frame data describes, by mode
 * (embed, share, preview) and widget kind, in the company's look; gives the surfaces the event
 * sender (EmitContext: events/useEventSender, nothing recorded in a preview) and the host they may
 * talk to (FrameHostContext: resize and close go to the host origin only). The widget's flow, its
 * e-mail gate included, is its frame machine's (Widget).
 */
export function AudienceApp({ data, emit, motion = 'auto' }: AudienceAppProps) {
  // No window where a prospect page's first screen is drawn (the audience host, issue 29 C.6): no host.
  const [host] = React.useState(() =>
    typeof window === 'undefined'
      ? { framed: false, origin: '', autoplay: false, post: () => {} }
      : frameHost(data),
  );
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
  return (
    <ThemeProvider>
      <FrameHostContext.Provider value={host}>
        <EmitContext.Provider value={emit}>
          <Surface data={data} motion={motion} visitor={visitor} />
        </EmitContext.Provider>
      </FrameHostContext.Provider>
    </ThemeProvider>
  );
}
