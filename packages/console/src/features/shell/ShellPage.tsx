import { authMessages, checkToken, companyFeatures, logout, resendConfirmation } from '@showroom/contract';
import { type ResendReply, type ShellInfo, shellMachine } from '@showroom/machines';
import { type SideNavLinkProps, Spinner, useToast } from '@showroom/ui';
import { useMachine } from '@xstate/react';
import { Suspense, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { fromPromise } from 'xstate';
import { client } from '../../api/client.ts';
import { startEarly, takeEarly } from '../../api/early.ts';
import { endSession, readSession, storeExpandedNavbar, storeSession } from '../../session/session.ts';
import '../../zodMessages.ts';
import { ConsentPage } from './ConsentPage.tsx';
import { FeatureRoutes } from './FeatureRoutes.tsx';
import { features, matrixUrl } from './messages.ts';
import { Shell } from './Shell/index.ts';
import { firstFeatureHref, ShellContext } from './shellContext.ts';

/**
 * Loads what the shell needs: the company's hidden features and the rep's current flags (fresh
 * from GET /web/login/{token}, so a consent given elsewhere is not asked again).
 */
const callShell = async (): Promise<ShellInfo> => {
  const session = readSession();
  if (!session) throw new Error('No session');
  const [featuresReply, tokenReply] = await Promise.all([
    client.call(companyFeatures, { params: { companyId: session.companyId } }),
    client.call(checkToken, { params: { token: session.token } }),
  ]);
  if (featuresReply.status !== 'success' || tokenReply.status !== 'success')
    throw new Error('Shell load refused');
  storeSession(tokenReply.payload);
  // Both JSON texts were read into their models by the contract client (jsonValue).
  return {
    hiddenFeatures: featuresReply.payload[0]?.hiddenFeatures ?? [],
    showConsent: tokenReply.payload.flags.consent?.popup.show === true,
    emailConfirmed: tokenReply.payload.emailConfirmed,
  };
};
const loadShell = fromPromise<ShellInfo, void>(() => takeEarly('shell', callShell));

/**
 * A first load of a signed-in screen (routeChunks.ts): the shell's calls start as this chunk
 * arrives, with the screen's, not when the router has rendered the shell.
 */
export function startFirstCalls() {
  startEarly('shell', callShell);
}

/** POST /web/logout revokes the token on the server. */
const revoke = fromPromise<unknown, void>(() => client.call(logout));

/** POST /web/signup/confirm/resend mails the rep a new confirmation link. */
const resend = fromPromise<ResendReply, void>(() => client.call(resendConfirmation, { body: {} }));

const FeatureLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

const routerLink = ({ href, ...props }: SideNavLinkProps) => <Link to={href} {...props} />;

/** /feature/*: the shell for the signed-in rep (RequireSession checked there is a token). */
export default function ShellPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const session = readSession();
  // The machine is made once; what it calls reads the page's latest values.
  const page = useRef({ toast });
  page.current = { toast };
  const [machine] = useState(() =>
    shellMachine.provide({
      actors: { load: loadShell, logout: revoke, resendConfirmation: resend },
      actions: {
        storeNavbar: (_, params) => storeExpandedNavbar(params.expanded),
        announceSent: () => page.current.toast.success(authMessages.confirmationSent),
        alert: (_, params) =>
          page.current.toast.error(params.alert === 'refused' ? params.message : authMessages.cannotConnect),
        endSession: () => {
          // spec 1 §2: Logout clears the session cookies and reloads, here at /login.
          endSession('loggedOut');
          window.location.replace('/login');
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { expanded: session?.expandedNavbar ?? true } });

  const hiddenFeatures = snapshot.context.info?.hiddenFeatures ?? [];
  const activeKey = features.find((feature) =>
    location.pathname.startsWith(feature.href.replace(/\/$/, '')),
  )?.key;

  return (
    <ShellContext.Provider value={{ hiddenFeatures, firstFeatureHref: firstFeatureHref(hiddenFeatures) }}>
      <Shell
        snapshot={snapshot}
        send={send}
        name={session?.name ?? ''}
        companyName={session?.companyName ?? ''}
        activeKey={activeKey}
        renderLink={routerLink}
        onSettings={() => navigate('/feature/settings')}
        onSwitchToMatrix={() => {
          // spec 1 §2: the sister app in a new tab, with the token when there is one (ADR 0014 (docs/decisions/0014-tokens-in-addresses.md)).
          const target = new URL('/matrix', matrixUrl || window.location.origin);
          if (session?.token) target.searchParams.set('token', session.token);
          window.open(target.toString(), '_blank', 'noopener,noreferrer');
        }}
      >
        {/* A feature opened for the first time loads its chunk: the shell stays, a spinner in its place. */}
        <Suspense
          fallback={
            <FeatureLoading>
              <Spinner />
            </FeatureLoading>
          }
        >
          <FeatureRoutes />
        </Suspense>
      </Shell>
      {snapshot.matches('ready') && snapshot.context.info?.showConsent && session ? (
        <ConsentPage session={session} onLogout={() => send({ type: 'logout' })} />
      ) : null}
    </ShellContext.Provider>
  );
}
