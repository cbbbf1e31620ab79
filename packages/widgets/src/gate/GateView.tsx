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

  & h2 { margin: 0; font-size: 18px; line-height: 1.3; overflow-wrap: anywhere; }
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
};

export function GateView({ snapshot, send, options, redirectDemo }: GateViewProps) {
  const id = React.useId();
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const headingId = `${id}-title`;

  if (snapshot.matches('redirected')) {
    if (redirectDemo) return <>{redirectDemo}</>;
    const redirect = context.redirect?.message;
    // The rep's address, only as a web (or mail) link: a stored `javascript:` draws no button (issue 26, item 11).
    const href = redirect?.primaryButton && redirect.buttonLabel ? safeHref(redirect.URL) : undefined;
    return (
      <Card aria-labelledby={headingId} data-gate="redirected">
        <h2 id={headingId}>{redirect?.title || gateMessages.redirectedTitle}</h2>
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
        <h2 id={headingId}>{expired ? gateMessages.expiredTitle : gateMessages.checkInbox}</h2>
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
  const describedBy = [message ? errorId : '', options.required ? '' : hintId].filter(Boolean).join(' ');
  return (
    <Card aria-labelledby={headingId} data-gate={snapshot.matches('submitting') ? 'submitting' : 'editing'}>
      <h2 id={headingId}>{verification.title}</h2>
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
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder={verification.placeholder}
          value={context.email}
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
