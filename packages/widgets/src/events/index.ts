import type { EventOf, EventType } from '@showroom/contract';
import * as React from 'react';

/**
 * How a prospect surface reports what the prospect did (issue 12): `emit('play', { ... })`. The
 * frame provides the real sender (events/sender.ts: batched, retried, beaconed when the page
 * hides, and forwarded to the host page for the host-event types); stories and tests provide a
 * recorder.
 */
export type Emit = <T extends EventType>(type: T, data: EventOf<T>['data']) => void;

const noEmit: Emit = () => {};
export const EmitContext = React.createContext<Emit>(noEmit);
export const useEmit = () => React.useContext(EmitContext);
