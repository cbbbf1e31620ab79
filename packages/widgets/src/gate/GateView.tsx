import { frameMessages, type GateOptions, gateMessages } from '@showroom/contract';
import type { GateMachine } from '@showroom/machines';
import * as React from 'react';
import styled from 'styled-components';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { safeHref } from '../frames/links.ts';

/**
 * The e-mail gate's card (issue 12): a pure function of the gate machine's snapshot. A real
 * <form> with a labelled input, so Enter submits and the keyboard alone is enough; the reason an
 * address was refused is tied to the input (aria-describedby) and announced (role=alert); the
 * waiting state is a polite status. The rep's texts are rendered as text.
 */

const Card = styled.section`
  box-sizing: border-box;
  display: grid;
  gap: 12px;
  width: min(480px, 100%);
  margin: 0 auto;
  padding: 24px;
  background: var(--widget-surface, #fff);
  color: var(--widget-text, #1c2024);
  border: 1px solid var(--widget-border, #e0e1e6);
  border-radius: var(--widget-radius, 8px);
  font-family: var(--widget-font, system-ui, sans-serif);

  /* One look at either level (an h1 where the gate is all the page or frame shows). */
  & :is(h1, h2) { margin: 0; font-size: 18px; line-height: 1.3; letter-spacing: -0.01em; overflow-wrap: anywhere; }
  & p { margin: 0; font-size: 14px; line-height: 1.5; overflow-wrap: anywhere; white-space: pre-line; }
  & [data-part='muted'] { color: var(--widget-text-muted, #60646c); }
  & [data-part='error'] { color: #ce2c31; font-weight: 500; }
  & [data-part='error']:empty { display: none; }
  & form { display: grid; gap: 8px; }
  & label { font-size: 14px; font-weight: 500; }
  & input {
    box-sizing: border-box;
    width: 100%;
    height: 40px;
    padding: 0 12px;
    font: inherit;
    font-size: 16px;
    color: inherit;
    background: var(--widget-bg, #fff);
    border: 1px solid var(--widget-border, #e0e1e6);
    border-radius: 6px;
  }
  & input[aria-invalid='true'] { border-color: #ce2c31; }
  & input:focus-visible, & button:focus-visible, & a:focus-visible {
    outline: 2px solid var(--widget-accent, #1e41af);
    outline-offset: 2px;
  }
  & [data-part='sr'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  & [data-part='actions'] { display: flex; flex-wrap: wrap; gap: 8px; }
  & button, & a[data-part='button'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    padding: 0 16px;
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    text-decoration: none;
    border-radius: 6px;
    cursor: pointer;
    border: 1px solid transparent;
    background: var(--widget-accent, #1e41af);
    color: var(--widget-accent-contrast, #fff);
  }
  & button:hover, & a[data-part='button']:hover { background: var(--widget-accent-hover, #1e3b8a); }
  & button[data-variant='secondary'] {
    background: transparent;
    color: var(--widget-text, #1c2024);
    border-color: var(--widget-border, #e0e1e6);
  }
  & button[data-variant='secondary']:hover { background: var(--widget-bg, #f7f7f7); }
  & button[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
`;

export type GateSnapshot = SnapshotFrom<GateMachine>;
export type GateSend = (event: EventFrom<GateMachine>) => void;

export type GateViewProps = {
  snapshot: GateSnapshot;
  send: GateSend;
  options: GateOptions;
  /** The redirect demo's player, drawn by the caller (it needs the player hook). */
  redirectDemo?: React.ReactNode;
  /** The heading's level: 1 where the gate is all the page shows (a page's gate, a CYOA frame's), else 2. */
  headingLevel?: 1 | 2;
  /**
   * The gate opened because the prospect pressed Play (a frame's gate): the e-mail field takes the
   * focus, since the pressed button is gone. Its card is a region named by its heading, which
   * screen readers announce as the focus enters it.
   */
  focusOnOpen?: boolean;
  /**
   * The privacy consent text the prospect reads before giving an address (a page's prompt, spec 3
   * §2.10 page_style.verificationContent.privacyConsentText), drawn as text; none when blank.
   */
  consent?: string;
};

type Shown = 'form' | 'waiting' | 'redirected';

/**
 * Puts the focus in the e-mail field when the form shows after a press that removed the focused
 * button: the gate opened by Play (`focusOnOpen`), or the form back from 'Check your inbox'
 * ('Use another e-mail' is gone). A gate that is simply there when the page loads takes nothing.
 */
function useFieldFocus(shown: Shown, focusOnOpen: boolean) {
  const field = React.useRef<HTMLInputElement>(null);
  const before = React.useRef<Shown | null>(null);
  React.useEffect(() => {
    const previous = before.current;
    before.current = shown;
    if (shown !== 'form' || previous === 'form') return;
    if (previous === null ? focusOnOpen : true) field.current?.focus();
  }, [shown, focusOnOpen]);
  return field;
}

export function GateView({
  snapshot,
  send,
  options,
  redirectDemo,
  headingLevel = 2,
  focusOnOpen = false,
  consent,
}: GateViewProps) {
  const id = React.useId();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const headingId = `${id}-title`;
  const Heading = `h${headingLevel}` as const;
  const field = useFieldFocus(
    snapshot.matches('redirected')
      ? 'redirected'
      : snapshot.matches('waiting') || snapshot.matches('expired')
        ? 'waiting'
        : 'form',
    focusOnOpen,
  );

  if (snapshot.matches('redirected')) {
    if (redirectDemo) return <>{redirectDemo}</>;
    const redirect = context.redirect?.message;
    // The rep's address, only as a web (or mail) link: a stored `javascript:` draws no button (issue 26, item 11).
    const href = redirect?.primaryButton && redirect.buttonLabel ? safeHref(redirect.URL) : undefined;
    return (
      <Card aria-labelledby={headingId} data-gate="redirected">
        <Heading id={headingId}>{redirect?.title || gateMessages.redirectedTitle}</Heading>
        {redirect?.description ? <p>{redirect.description}</p> : null}
        {redirect && href ? (
          <div data-part="actions">
            <a data-part="button" href={href} target="_blank" rel="noopener noreferrer">
              {redirect.buttonLabel}
              <span data-part="sr"> {frameMessages.opensInNewTab}</span>
            </a>
          </div>
        ) : null}
      </Card>
    );
  }

  if (snapshot.matches('waiting') || snapshot.matches('expired')) {
    const expired = snapshot.matches('expired');
    return (
      <Card aria-labelledby={headingId} data-gate={expired ? 'expired' : 'waiting'}>
        <Heading id={headingId}>{expired ? gateMessages.expiredTitle : gateMessages.checkInbox}</Heading>
        <p role="status">{expired ? gateMessages.expiredBody : context.message}</p>
        {expired ? null : <p data-part="muted">{gateMessages.waiting}</p>}
        <div data-part="actions">
          <button type="button" data-variant="secondary" onClick={() => send({ type: 'useAnother' })}>
            {gateMessages.useAnother}
          </button>
        </div>
      </Card>
    );
  }

  const { verification } = options;
  const unreachable = snapshot.matches('unreachable');
  const message = unreachable ? gateMessages.unreachable : context.message;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const consentId = `${id}-consent`;
  const consentText = consent?.trim() ? consent : undefined;
  const describedBy = [message ? errorId : '', options.required ? '' : hintId, consentText ? consentId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Card aria-labelledby={headingId} data-gate={snapshot.matches('submitting') ? 'submitting' : 'editing'}>
      <Heading id={headingId}>{verification.title}</Heading>
      {verification.description ? <p data-part="muted">{verification.description}</p> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          send(unreachable ? { type: 'retry' } : { type: 'submit' });
        }}
      >
        <label htmlFor={inputId}>{verification.placeholder || gateMessages.emailLabel}</label>
        <input
          ref={field}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={verification.placeholder}
          value={context.email}
          // While the address is being checked the machine keeps it: typing would be undone unseen.
          readOnly={busy}
          required={options.required}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => send({ type: 'email.change', value: event.currentTarget.value })}
        />
        {options.required ? null : (
          <p id={hintId} data-part="muted">
            {gateMessages.optionalHint}
          </p>
        )}
        {consentText ? (
          <p id={consentId} data-part="muted" data-consent>
            {consentText}
          </p>
        ) : null}
        <p id={errorId} data-part="error" role="alert">
          {message}
        </p>
        <div data-part="actions">
          <button type="submit" aria-disabled={busy || undefined}>
            {busy ? gateMessages.checking : gateMessages.submit}
          </button>
          {options.required ? null : (
            <button
              type="button"
              data-variant="secondary"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) send({ type: 'skip' });
              }}
            >
              {gateMessages.skip}
            </button>
          )}
        </div>
      </form>
    </Card>
  );
}
