import {
  defaultPageVerification,
  defaultRestrictedRedirect,
  type GateOptions,
  gateMessages,
  gatePollMs,
  type LayoutStyle,
  type MediaGrant,
  pageGateOptions,
} from '@showroom/contract';
import { gateMachine } from '@showroom/machines';
import { useMachine } from '@xstate/react';
import * as React from 'react';
import { fromPromise } from 'xstate';
import { useEmit } from '../../events/index.ts';
import { newVisitorId } from '../../gate/client.ts';
import { GateView } from '../../gate/GateView.tsx';
import { grantKeeper } from '../../gate/grant.ts';
import { RedirectDemo } from '../../gate/RedirectDemo.tsx';
import type { PageClient } from './client.ts';

type GateStyle = Pick<LayoutStyle, 'settings' | 'verificationContent' | 'restrictedRedirect'>;

/** The prospect-side gate's options from a page's settings (spec 3 §3 page_style.settings, §2.10 restricted block). */
export function pageGate(style: GateStyle): GateOptions {
  const options = pageGateOptions(style.settings);
  return {
    gated: options.gated,
    required: options.required,
    // The page's own defaults (spec 3 §9 Default verification prompt) unless the rep wrote theirs.
    verification: style.settings.customVerification
      ? style.verificationContent
      : { ...defaultPageVerification },
    checkBlocklist: options.checkBlocklist,
    redirectRestricted: options.checkBlocklist && style.restrictedRedirect !== undefined,
    checkDomain: options.checkDomain,
    checkTwoFactor: options.checkTwoFactor,
    redirect: style.restrictedRedirect ?? defaultRestrictedRedirect(),
  };
}

/**
 * The page's e-mail gate: the prospect side's gate (gateMachine, GateView) with the page's
 * settings and texts, answered by the audience host for this link (POST /gate/page/{link}) as a
 * widget's is, two-factor included ('Check your inbox' until the mailed link is clicked); each
 * outcome reported as a 'gate' event.
 */
export function PageGate({
  style,
  client,
  onPass,
  motion,
  visitor: pageVisitor,
}: {
  style: GateStyle;
  client: PageClient;
  /** Through: the page's media as the audience host gave them (a gated page's HTML has none: issue 26, item 5). */
  onPass: (media?: MediaGrant) => void;
  motion: 'auto' | 'reduced';
  /** The page's visitor id (its events' one), so the address given names that visit; a new one otherwise. */
  visitor?: string;
}) {
  const options = React.useMemo(() => pageGate(style), [style]);
  const emit = useEmit();
  const [visitor] = React.useState(() => pageVisitor || newVisitorId());
  const passed = React.useRef(onPass);
  passed.current = onPass;
  const [grant] = React.useState(grantKeeper);
  const [machine] = React.useState(() =>
    gateMachine.provide({
      actors: {
        submitGate: fromPromise(async ({ input }: { input: { email: string } }) =>
          grant.keep(await client.submitGate(input.email, visitor)),
        ),
        // Two-factor: the mailed link, polled until the prospect clicks it (routes/gate.ts).
        checkPending: fromPromise(async ({ input }: { input: { pending: string } }) =>
          grant.keep(await client.pending(input.pending)),
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
  const demo = snapshot.context.demo;
  return (
    <GateView
      snapshot={snapshot}
      send={send}
      options={options}
      // The gate is all the page shows until it is passed: its heading is the page's.
      headingLevel={1}
      // The rep's privacy consent text, whenever written: a notice of how an address is used is
      // never dropped (spec 3 §2.10; issue 29 review).
      consent={style.verificationContent.privacyConsentText}
      redirectDemo={
        demo && demo.media_status === 'ready' ? <RedirectDemo recording={demo} motion={motion} /> : undefined
      }
    />
  );
}
