import { createClient, type FrameData, gatePending, submitGate } from '@showroom/contract';
import type { GatePendingReply, GateReply } from '@showroom/machines';

/** The gate's two calls on the audience host; stories and tests give their own. */
export interface GateClient {
  submit(email: string): Promise<GateReply>;
  pending(pending: string): Promise<GatePendingReply>;
}

/** A random visitor id (the contract's 16 to 32 URL-safe characters), made per frame: no storage. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The real calls, to the frame's audience host. A rep's preview (`record` false) is not a
 * prospect: it sends nothing, stores nothing and lets the rep through.
 */
export function gateClient(frame: FrameData, visitor: string): GateClient {
  if (!frame.record) {
    return {
      submit: async () => ({ status: 'success', payload: { outcome: 'allowed' }, httpStatus: 200 }),
      pending: async () => ({ status: 'success', payload: { confirmed: true }, httpStatus: 200 }),
    };
  }
  const client = createClient({ baseUrl: frame.audienceUrl.replace(/\/$/, '') });
  const { kind } = frame.widget;
  const id =
    frame.widget.kind === 'hero'
      ? frame.widget.hero.id
      : frame.widget.kind === 'solo'
        ? frame.widget.solo.id
        : frame.widget.kind === 'sneakpeek'
          ? frame.widget.sneakpeek.id
          : frame.widget.cyoa.id;
  return {
    submit: (email) => client.call(submitGate, { params: { kind, id }, body: { email, visitor } }),
    pending: (pending) => client.call(gatePending, { params: { pending } }),
  };
}
