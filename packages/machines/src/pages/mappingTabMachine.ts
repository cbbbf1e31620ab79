import { setup } from 'xstate';

export interface MappingTabInput {
  /** spec 3 §9 'Mapping display delay 500 ms' (the contract's pageConstants.mappingDelayMs). */
  delayMs: number;
}

/**
 * spec 3 §2.10 Mapping tab: 'Content appears after a 500 ms delay with a loading indicator'. The
 * tab starts `waiting` (the indicator) each time it opens and shows its rules once the delay has
 * passed (`ready`). The rules themselves are the editor's value, edited through rulesEditor.ts.
 */
export const mappingTabMachine = setup({
  types: {
    context: {} as MappingTabInput,
    input: {} as MappingTabInput,
  },
  delays: {
    mappingDelay: ({ context }) => context.delayMs,
  },
}).createMachine({
  id: 'mappingTab',
  context: ({ input }) => ({ delayMs: input.delayMs }),
  initial: 'waiting',
  states: {
    waiting: { after: { mappingDelay: 'ready' } },
    ready: {},
  },
});
