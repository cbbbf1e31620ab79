import type { ErrorReply } from '@showroom/contract';

/** spec 1 §7 / README decision 7: every /web reply is this envelope. */
export const success = <P>(payload: P) => ({ status: 'success' as const, payload });

export const failure = (message: string): ErrorReply => ({ status: 'error', payload: null, message });
