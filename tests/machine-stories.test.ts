import { type ListsReply, machines } from '@showroom/machines';
import { render } from '@testing-library/react';
import { getShortestPaths } from '@xstate/graph';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type EventObject, fromPromise, type StateValue } from 'xstate';
import { expectDeclaredState, useMachine as useStoryMachine } from '../.storybook/storyMachines.ts';
import { analyticsModels } from '../packages/machines/src/analytics/analyticsMachine.model.ts';
import { authModels } from '../packages/machines/src/auth/auth.model.ts';
import { contactsModels } from '../packages/machines/src/contacts/contacts.model.ts';
import { editorMachineModels } from '../packages/machines/src/demos/demoEditors.model.ts';
import { demoModels } from '../packages/machines/src/demos/demos.model.ts';
import { cyoaEditorModels } from '../packages/machines/src/embeds/cyoaEditorMachine.model.ts';
import { embedEditorModels } from '../packages/machines/src/embeds/embedEditors.model.ts';
import { embedListModels } from '../packages/machines/src/embeds/embedList.model.ts';
import { embedSharedModels } from '../packages/machines/src/embeds/embedShared.model.ts';
import { pageLinksModels } from '../packages/machines/src/pages/pageLinks.model.ts';
import { pageModels } from '../packages/machines/src/pages/pages.model.ts';
import { cyoaRuntimeModels } from '../packages/machines/src/prospect/cyoaRuntimeMachine.model.ts';
import { frameModels } from '../packages/machines/src/prospect/frameMachine.model.ts';
import { gateModels } from '../packages/machines/src/prospect/gate.model.ts';
import { prospectPageModels } from '../packages/machines/src/prospect/prospectPageMachine.model.ts';
import { settingsModels } from '../packages/machines/src/settings/settings.model.ts';
import { shellModels } from '../packages/machines/src/shell/shell.model.ts';

/**
 * CONVENTIONS.md: a test fails when a reachable state of any machine has no story.
 *
 * A screen story says which machine state it shows with
 * `parameters: { machine: { id: 'login', state: 'submitting' } }` (a nested state as
 * `{ upload: 'verify' }` or 'upload.verify'). This test walks every machine of the registry in
 * @xstate/graph, lists its reachable states, and compares them with what the stories declare.
 */

type StoryMachine = { id: string; state: StateValue };
type StoryModule = Record<string, unknown> & { default?: { title?: string; parameters?: Parameters } };
type Parameters = { machine?: StoryMachine };

/**
 * How to walk each machine: its input, and the events to try (the `events` option replaces the
 * derived events, so every event the machine takes is listed, with values that matter to guards).
 * Each machine's model sits beside it (`packages/machines/src/<area>/*.model.ts`); a machine added
 * to the registry without a model fails the first test.
 */
const models: Record<keyof typeof machines, Model> = {
  ...editorMachineModels,
  ...embedSharedModels,
  ...embedListModels,
  ...embedEditorModels,
  ...cyoaEditorModels,
  ...cyoaRuntimeModels,
  ...frameModels,
  ...gateModels,
  ...pageModels,
  ...analyticsModels,
  ...pageLinksModels,
  ...prospectPageModels,
  ...authModels,
  ...contactsModels,
  ...demoModels,
  ...shellModels,
  ...settingsModels,
};

/** 'a' -> ['a']; { a: 'b' } -> ['a.b']; parallel regions give one path per leaf. */
const leafPaths = (value: StateValue): string[] =>
  typeof value === 'string'
    ? [value]
    : Object.entries(value).flatMap(([key, child]) =>
        child === undefined ? [key] : leafPaths(child).map((leaf) => `${key}.${leaf}`),
      );

/** A machine's walking model: its input (or several, for a machine whose input picks its path) and the events it takes. */
type Model = { input?: unknown; inputs?: unknown[]; events: EventObject[] };

const reachableStates = (machine: AnyStateMachine, model: Model): Set<string> => {
  if (model.inputs)
    return new Set(
      model.inputs.flatMap((input) => [...reachableStates(machine, { input, events: model.events })]),
    );
  const paths = getShortestPaths(machine, {
    input: model.input,
    events: model.events,
    // Context takes part so that guarded transitions (a filled-in form) are explored.
    serializeState: (snapshot) => {
      const { value, context } = snapshot as { value: StateValue; context: Record<string, unknown> };
      const data = Object.fromEntries(
        Object.entries(context ?? {}).filter(
          ([, entry]) => entry === null || typeof entry !== 'object' || !('~standard' in entry),
        ),
      );
      return JSON.stringify([value, data]);
    },
  });
  return new Set(paths.flatMap((path) => leafPaths((path.state as { value: StateValue }).value)));
};

const storyModules = import.meta.glob<StoryModule>(
  ['../packages/console/src/**/*.stories.tsx', '../packages/widgets/src/**/*.stories.tsx'],
  { eager: true },
);

/** Every story's declared machine state, with the story's name for messages. */
const declared = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .flatMap(([name, story]) => {
      const parameters = (story as { parameters?: Parameters } | undefined)?.parameters;
      const machine = parameters?.machine ?? module.default?.parameters?.machine;
      return machine
        ? leafPaths(machine.state).map((state) => ({ id: machine.id, state, story: `${file} ${name}` }))
        : [];
    }),
);

describe('every reachable state of every machine has a story', () => {
  it('has a walking model for every machine in the registry', () => {
    expect(Object.keys(models).sort()).toEqual(Object.keys(machines).sort());
  });

  it("names each machine by its key (a story's declared id finds its running machine by it, .storybook/storyMachines.ts)", () => {
    for (const [id, machine] of Object.entries(machines)) expect(machine.id).toBe(id);
  });

  it('finds stories to compare (the glob is not empty)', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
    expect(declared.length).toBeGreaterThan(0);
  });

  for (const [id, machine] of Object.entries(machines)) {
    const reachable = reachableStates(machine as AnyStateMachine, models[id as keyof typeof machines]);

    it(`${id}: the walk reaches every state the machine defines`, () => {
      const defined = (node: { key: string; states: Record<string, unknown> }, prefix = ''): string[] =>
        Object.values(node.states).flatMap((child) => {
          const state = child as { key: string; states: Record<string, unknown> };
          const path = `${prefix}${state.key}`;
          return Object.keys(state.states).length ? defined(state, `${path}.`) : [path];
        });
      expect([...reachable].sort()).toEqual(defined(machine.root).sort());
    });

    it(`${id}: each reachable state has a story`, () => {
      const shown = new Set(declared.filter((entry) => entry.id === id).map((entry) => entry.state));
      expect([...reachable].filter((state) => !shown.has(state))).toEqual([]);
    });
  }

  it('no story claims a machine or state that does not exist', () => {
    // One walk per machine, not one per story: a walk takes long enough to time out when repeated.
    const walks = new Map<string, Set<string>>();
    const stale = declared.filter((entry) => {
      const machine = machines[entry.id as keyof typeof machines];
      if (!machine) return true;
      if (!walks.has(entry.id)) {
        walks.set(
          entry.id,
          reachableStates(machine as AnyStateMachine, models[entry.id as keyof typeof machines]),
        );
      }
      return !walks.get(entry.id)!.has(entry.state);
    });
    expect(stale).toEqual([]);
  }, 60_000); // every machine walked once: about 10 s on two busy cores
});

describe('the story harness checks the state a story declares (.storybook/storyMachines.ts)', () => {
  // A story's component, as every machine story has one: the lists machine, its load never answering.
  const lists = machines.contactLists.provide({
    actors: { fetchLists: fromPromise<ListsReply>(() => new Promise<never>(() => {})) },
  });
  function ListsStory() {
    useStoryMachine(lists);
    return null;
  }

  it('passes when the running machine is in the declared state', async () => {
    render(createElement(ListsStory));
    await expectDeclaredState({ id: 'contactLists', state: 'loading' });
  });

  it('fails a story whose machine is in another state, or that runs no such machine', async () => {
    const view = render(createElement(ListsStory));
    await expect(expectDeclaredState({ id: 'contactLists', state: 'ready' }, 50)).rejects.toThrow(
      "The story declares contactLists in 'ready', but its running machine is in 'loading'",
    );
    await expect(expectDeclaredState({ id: 'settings', state: 'editing' }, 50)).rejects.toThrow(
      'runs no settings machine',
    );
    // An unmounted story's machine is not running any more.
    view.unmount();
    await expect(expectDeclaredState({ id: 'contactLists', state: 'loading' }, 50)).rejects.toThrow(
      'runs no contactLists machine',
    );
  });
});
