import { type FrameData, gateMessages, gateOptionsOf, gatePollMs, type MediaGrant } from '@showroom/contract';
import { gateMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { fromPromise } from 'xstate';
import { useEmit } from '../events/index.ts';
import { type GateClient, gateClient, newVisitorId } from './client.ts';
import { GateView } from './GateView.tsx';
import { grantKeeper } from './grant.ts';
import { RedirectDemo } from './RedirectDemo.tsx';

export type EmailGateProps = {
  /** The frame's data: the widget (its gate options), the audience host, preview or not. */
  frame: FrameData;
  /**
   * The prospect is through (allowed, or the mailed link was clicked): show the content, with the
   * media the audience host gave for it (a gated widget's HTML has none: issue 26, item 5).
   */
  onPass: (media?: MediaGrant) => void;
  /** The content, shown once the gate is passed (when the caller keeps the gate mounted). */
  children?: React.ReactNode;
  /** The frame's visitor id (the events' one); a new one per frame otherwise. */
  visitor?: string;
  /** Stories and tests: the calls (by default, the audience host's). */
  client?: GateClient;
  motion?: 'auto' | 'reduced';
  /** The heading's level (GateView): 1 where the gate is all the frame shows. */
  headingLevel?: 1 | 2;
  /** The gate opened by the prospect's Play: the e-mail field takes the focus (GateView). */
  focusOnOpen?: boolean;
};

/**
 * The e-mail gate in front of a gated widget's content (issue 12; spec 2 §2 Gating options): the
 * verification texts (the rep's when custom_verification, else the defaults), required or
 * optional, the reason an address is refused, 'Check your inbox' while a mailed link waits for
 * its click (polling the audience host), and a restricted domain's redirect (the rep's demo on
 * the player, or their message with its optional button). Reports each outcome as a 'gate' event.
 */
export function EmailGate({
  frame,
  onPass,
  children,
  visitor,
  client,
  motion = 'auto',
  headingLevel = 2,
  focusOnOpen = false,
}: EmailGateProps) {
  const options = React.useMemo(() => gateOptionsOf(frame.widget), [frame.widget]);
  const emit = useEmit();
  const [calls] = React.useState(() => client ?? gateClient(frame, visitor ?? newVisitorId()));
  const passed = React.useRef(onPass);
  passed.current = onPass;
  const [grant] = React.useState(grantKeeper);
  const [machine] = React.useState(() =>
    gateMachine.provide({
      actors: {
        submitGate: fromPromise(async ({ input }: { input: { email: string } }) =>
          grant.keep(await calls.submit(input.email)),
        ),
        checkPending: fromPromise(async ({ input }: { input: { pending: string } }) =>
          grant.keep(await calls.pending(input.pending)),
        ),
      },
      actions: {
        report: (_, params) => emit('gate', params),
        pass: () => passed.current(grant.current),
      },
      delays: { pollInterval: gatePollMs },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { required: options.required, requiredMessage: gateMessages.required },
  });
  if (snapshot.matches('passed')) return <>{children}</>;
  const demo = snapshot.context.demo;
  return (
    <GateView
      snapshot={snapshot}
      send={send}
      options={options}
      headingLevel={headingLevel}
      focusOnOpen={focusOnOpen}
      redirectDemo={
        demo && demo.media_status === 'ready' ? <RedirectDemo recording={demo} motion={motion} /> : undefined
      }
    />
  );
}
