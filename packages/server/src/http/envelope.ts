import type { ErrorReply } from '@showroom/contract';

/** spec 1 §7 / ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md): every /web reply is this envelope. */
export const success = <P>(payload: P) => ({ status: 'success' as const, payload });

export const failure = (message: string): ErrorReply => ({ status: 'error', payload: null, message });
