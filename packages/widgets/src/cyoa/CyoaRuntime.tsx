import { cyoaFlow, cyoaRuntimeMessages, type FrameData } from '@showroom/contract';
import { type CyoaRuntimeSnapshot, cyoaRuntimeMachine } from '@showroom/machines';
import { useActorRef, useSelector } from '@xstate/react';
import * as React from 'react';
import { type Emit, useEmit } from '../events/index.ts';
import { CyoaScreen } from './CyoaScreen.tsx';
import type { Motion } from './cards.tsx';
import { openableUrl } from './links.ts';
import { HeadingLevel } from './parts.tsx';

export type CyoaRuntimeProps = {
  frame: FrameData;
  motion?: Motion;
  /** Start from this state instead of the intro (a story). */
  snapshot?: CyoaRuntimeSnapshot;
};

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The CYOA a prospect walks through (issue 12), from the frame's data: the widget's steps in the
 * contract's flow order, its recommendations and demos. The machine's effects are provided here:
 * each report becomes an event through `useEmit` (contract prospect/events.ts), a modal's link
 * opens in a new tab when it is an http(s) address.
 */
export function CyoaRuntime({ frame, motion = 'auto', snapshot }: CyoaRuntimeProps) {
  if (frame.widget.kind !== 'cyoa') return null;
  return <Runtime frame={frame} cyoa={frame.widget.cyoa} motion={motion} snapshot={snapshot} />;
}

type CyoaRecord = Extract<FrameData['widget'], { kind: 'cyoa' }>['cyoa'];

function Runtime({
  frame,
  cyoa,
  motion,
  snapshot,
}: {
  frame: FrameData;
  cyoa: CyoaRecord;
  motion: Motion;
  snapshot?: CyoaRuntimeSnapshot;
}) {
  const emit = useEmit();
  const emitRef = React.useRef<Emit>(emit);
  emitRef.current = emit;

  const [machine] = React.useState(() =>
    cyoaRuntimeMachine.provide({
      actions: {
        reportStep: (_, step) => emitRef.current('step', { ...step, title: clip(step.title, 300) }),
        reportAnswer: (_, answer) => emitRef.current('answer', answer),
        reportModalInput: (_, input) => emitRef.current('modalInput', input),
        reportPdfPage: (_, page) =>
          emitRef.current('pdfPage', {
            ...page,
            seconds: Math.min(86_400, Math.round(page.seconds * 10) / 10),
          }),
        reportCta: (_, cta) => emitRef.current('cta', cta),
        reportComplete: () => emitRef.current('complete', {}),
        openLink: (_, { url }) => {
          const address = openableUrl(url);
          if (address) window.open(address, '_blank', 'noopener,noreferrer');
        },
      },
    }),
  );

  // Only the company's own demos are ever played (the server sends no other; this holds if it did).
  const [demos] = React.useState(() => frame.demos.filter((demo) => demo.company_id === frame.companyId));
  const ready = (id: string) => demos.some((demo) => demo.id === id && demo.media_status === 'ready');
  const { settings, recommendations } = cyoa;
  const [input] = React.useState(() => ({
    steps: cyoa.episodes,
    links: cyoaFlow(cyoa.episodes),
    // The wrap-up screen's recommendations (spec 2 §3: up to 3, the first slot first), those that can play.
    recommendations:
      settings.wrapUpScreen && recommendations.show ? recommendations.list.filter(ready).slice(0, 3) : [],
    wrapUpTitle: cyoaRuntimeMessages.wrapUpTitle,
    now: () => Date.now(),
  }));
  const actorRef = useActorRef(machine, { input, ...(snapshot ? { snapshot } : {}) });
  const current = useSelector(actorRef, (state) => state);
  // The page out of sight and back (time on a PDF counts only while seen; what was seen is sent as it hides).
  React.useEffect(() => {
    const onVisibility = () =>
      actorRef.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.shown' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actorRef]);
  return (
    <HeadingLevel.Provider value={frame.mode === 'share' ? 2 : 1}>
      <CyoaScreen snapshot={current} send={actorRef.send} name={cyoa.name} demos={demos} motion={motion} />
    </HeadingLevel.Provider>
  );
}
