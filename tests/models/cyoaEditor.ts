import type { EventObject } from 'xstate';

/** How machine-stories.test.ts walks this area's machines: input and every event each takes. */
export const cyoaEditorModels: Record<string, { input: unknown; events: EventObject[] }> = {};
