import {
  addUrlForm,
  contactDetailForm,
  contactUploadForm,
  demoConstants,
  loginForm,
  resetPasswordForm,
  resetRequestForm,
  signupForm,
  uploadExtensions,
} from '@showroom/contract';
import { type ListsReply, machines } from '@showroom/machines';
import { render } from '@testing-library/react';
import { getShortestPaths } from '@xstate/graph';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type EventObject, fromPromise, type StateValue } from 'xstate';
import { expectDeclaredState, useMachine as useStoryMachine } from '../.storybook/storyMachines.ts';
import { analyticsModels } from '../packages/machines/src/analytics/analyticsMachine.model.ts';
import { editorMachineModels } from '../packages/machines/src/demos/demoEditors.model.ts';
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
 * Most machines' models sit beside them (`packages/machines/src/<area>/*.model.ts`); a machine added
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
  // The page editor's Mapping tab: the 500 ms delay, then the rules (spec 3 §2.10).
  mappingTab: {
    input: { delayMs: 500 },
    events: [{ type: 'xstate.after.mappingDelay.mappingTab.waiting' }] as EventObject[],
  },
  login: {
    input: { schema: loginForm },
    events: [
      { type: 'field.change', field: 'email', value: 'rep@acme.example' },
      { type: 'field.change', field: 'email', value: '' },
      { type: 'field.change', field: 'password', value: 'correct horse' },
      { type: 'field.blur', field: 'email' },
      { type: 'submit' },
      { type: 'xstate.done.actor.login', output: { status: 'success', payload: {}, httpStatus: 200 } },
      {
        type: 'xstate.done.actor.login',
        output: { status: 'error', message: 'Invalid credentials', httpStatus: 401 },
      },
      { type: 'xstate.done.actor.login', output: { status: 'error', message: 'Busy', httpStatus: 503 } },
      { type: 'xstate.error.actor.login', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  contactUpload: {
    input: { schema: contactUploadForm },
    events: [
      { type: 'open' },
      { type: 'close' },
      { type: 'name.change', value: 'Q3 webinar' },
      { type: 'file.select', file: { name: 'contacts.csv', size: 10 } },
      { type: 'file.select', file: { name: 'contacts.txt', size: 10 } },
      { type: 'continue' },
      { type: 'start' },
      {
        type: 'xstate.done.actor.0.contactUpload.step1.parsing',
        output: {
          status: 'parsed',
          parsed: {
            fileName: 'contacts.csv',
            preview: [['a'], ['1']],
            rowCount: 2,
            columnCount: 1,
            data: '',
          },
        },
      },
      {
        type: 'xstate.done.actor.0.contactUpload.uploading',
        output: { status: 'success', payload: {}, httpStatus: 201 },
      },
      { type: 'xstate.error.actor.0.contactUpload.uploading', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  contactLists: {
    input: undefined,
    events: [
      {
        type: 'xstate.done.actor.0.contactLists.loading',
        output: { status: 'success', payload: [{ id: 'a' }], httpStatus: 200 },
      },
      { type: 'xstate.error.actor.0.contactLists.loading', error: new TypeError('Failed to fetch') },
      { type: 'refresh' },
      { type: 'delete.request', id: 'a' },
      { type: 'delete.confirm' },
      { type: 'xstate.error.actor.0.contactLists.deleting', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  contactDetail: {
    input: { id: 'list-1', schema: contactDetailForm },
    events: [
      {
        type: 'xstate.done.actor.0.contactDetail.loading',
        output: {
          status: 'success',
          httpStatus: 200,
          payload: {
            title: 'List',
            contact_bank: { headers: ['a'], bank: [], showHeaders: true, identifiers: {} },
          },
        },
      },
      {
        type: 'xstate.done.actor.0.contactDetail.loading',
        output: { status: 'error', message: 'x', httpStatus: 404 },
      },
      { type: 'xstate.error.actor.0.contactDetail.loading', error: new TypeError('Failed to fetch') },
      { type: 'retry' },
      // The rows after the first ones are in (Save waits for them).
      { type: 'xstate.done.actor.rows', output: [] },
      { type: 'title.change', value: 'Renamed' },
      { type: 'save' },
      { type: 'xstate.error.actor.0.contactDetail.saving', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  linkedinProvider: {
    input: undefined,
    events: [
      {
        type: 'xstate.done.actor.0.linkedinProvider.loading',
        output: {
          status: 'success',
          httpStatus: 200,
          payload: {
            configured: true,
            authorizeUrl: 'u',
            clientId: 'c',
            redirectUri: 'r',
            scope: 's',
            state: 'x',
          },
        },
      },
      {
        type: 'xstate.done.actor.0.linkedinProvider.loading',
        output: {
          status: 'success',
          httpStatus: 200,
          payload: { configured: false, message: 'Not configured' },
        },
      },
      { type: 'xstate.error.actor.0.linkedinProvider.loading', error: new TypeError('Failed to fetch') },
      { type: 'attempt.used' },
    ] as EventObject[],
  },
  linkedinCallback: { input: { code: 'code', state: 'state', error: null }, events: [] as EventObject[] },
  matrixLogin: {
    input: undefined,
    events: [
      { type: 'address.read', token: 'handed-over' },
      { type: 'address.read', token: null },
      {
        type: 'xstate.done.actor.0.matrixLogin.checking',
        output: { status: 'success', httpStatus: 200, payload: {} },
      },
      {
        type: 'xstate.done.actor.0.matrixLogin.checking',
        output: { status: 'error', payload: null, message: 'Invalid token', httpStatus: 401 },
      },
      { type: 'xstate.error.actor.0.matrixLogin.checking', error: new TypeError('Failed to fetch') },
    ] as unknown as EventObject[],
  },
  player: {
    input: {
      coordinates: {
        intrinsic: { intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 },
        hotspots: [{ id: 'h1', appearAt: 2 }],
        rectangles: [{ id: 'r1', appearAt: 5 }],
      },
      rules: {
        playerSpeeds: demoConstants.playerSpeeds,
        hotspotLeadSeconds: demoConstants.hotspotLeadSeconds,
        hotspotLateCutoffSeconds: demoConstants.hotspotLateCutoffSeconds,
      },
    },
    events: [
      { type: 'PLAY' },
      { type: 'PAUSE' },
      { type: 'TIME', currentTime: 1.8 },
      { type: 'TIME', currentTime: 4.8 },
      { type: 'HOTSPOT_CLICKED', id: 'h1' },
      { type: 'HOTSPOT_CLICKED', id: 'r1' },
      { type: 'ENDED' },
    ] as EventObject[],
  },
  demoList: {
    input: { pageSize: 40, uploadExtensions, urlSchema: addUrlForm },
    events: [
      {
        type: 'xstate.done.actor.0.demoList.list.loading',
        output: {
          status: 'success',
          payload: [{ id: 'a', title: 'A', preview: 'a.gif', media_status: 'processing' }],
          httpStatus: 200,
        },
      },
      {
        type: 'xstate.done.actor.0.demoList.list.loading',
        output: { status: 'error', payload: null, message: 'Forbidden', httpStatus: 403 },
      },
      { type: 'xstate.error.actor.0.demoList.list.loading', error: new TypeError('Failed to fetch') },
      { type: 'refresh' },
      { type: 'xstate.after.pollDelay.demoList.list.ready.idle' },
      { type: 'clone', id: 'a', withoutSettings: false },
      { type: 'delete.request', id: 'a' },
      { type: 'delete.confirm' },
      { type: 'gif.download', id: 'a' },
      { type: 'play', id: 'a' },
      { type: 'upload.open' },
      { type: 'url.open' },
      { type: 'file.select', file: { name: 'tour.mp4', size: 10 } },
      { type: 'file.select', file: { name: 'tour.webm', size: 10 } },
      { type: 'xstate.done.actor.0.demoList.dialog.upload.reading', output: 'unreadable' },
    ] as EventObject[],
  },
  recorder: {
    input: undefined,
    events: [
      { type: 'open' },
      { type: 'start' },
      { type: 'stop' },
      { type: 'cancel' },
      { type: 'xstate.done.actor.0.recorder.open.requesting', output: { microphone: true } },
      { type: 'xstate.error.actor.0.recorder.open.requesting', error: new Error('NotAllowedError') },
      { type: 'recorded', video: { size: 10, type: 'video/webm' } },
    ] as EventObject[],
  },
  signup: {
    input: { schema: signupForm, mismatch: 'Password must match' },
    events: [
      { type: 'field.change', field: 'fullName', value: 'Ada Lovelace' },
      { type: 'field.change', field: 'companyName', value: 'Acme Robotics' },
      { type: 'field.change', field: 'email', value: 'ada@acme-robotics.com' },
      { type: 'field.change', field: 'password', value: 'Correct-Horse-9!' },
      { type: 'field.change', field: 'confirmPassword', value: 'Correct-Horse-9!' },
      { type: 'field.change', field: 'terms', value: true },
      { type: 'submit' },
      { type: 'social.start' },
      { type: 'social.code', code: 'auth-code' },
      { type: 'social.cancel' },
      { type: 'xstate.done.actor.signup', output: { status: 'success', payload: null, httpStatus: 201 } },
      {
        type: 'xstate.done.actor.signup',
        output: { status: 'error', message: 'Account exists', httpStatus: 409 },
      },
      {
        type: 'xstate.done.actor.signupSocial',
        output: { status: 'success', payload: null, httpStatus: 201 },
      },
      { type: 'xstate.error.actor.signupSocial', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  socialLogin: {
    input: undefined,
    events: [
      { type: 'social.start' },
      { type: 'social.code', code: 'auth-code' },
      { type: 'social.cancel' },
      { type: 'xstate.done.actor.loginSocial', output: { status: 'success', payload: {}, httpStatus: 200 } },
      { type: 'xstate.done.actor.loginSocial', output: { status: 'error', message: 'No', httpStatus: 404 } },
      { type: 'xstate.error.actor.loginSocial', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  reset: {
    input: {
      requestSchema: resetRequestForm,
      passwordSchema: resetPasswordForm,
      mismatch: 'Passwords do not match',
    },
    events: [
      { type: 'field.change', field: 'email', value: 'rep@acme.example' },
      { type: 'field.change', field: 'password', value: 'Correct-Horse-9!' },
      { type: 'field.change', field: 'confirmPassword', value: 'Correct-Horse-9!' },
      { type: 'submit' },
      { type: 'link.open', email: 'rep@acme.example', code: 'A1b2C', secret: 'secret' },
      { type: 'xstate.done.actor.sendMail', output: { status: 'success', payload: null, httpStatus: 200 } },
      {
        type: 'xstate.done.actor.sendMail',
        output: { status: 'error', message: 'email not found', httpStatus: 404 },
      },
      {
        type: 'xstate.done.actor.updatePassword',
        output: { status: 'success', payload: null, httpStatus: 200 },
      },
      { type: 'xstate.error.actor.updatePassword', error: new TypeError('Failed to fetch') },
      { type: 'xstate.after.reloadDelay.reset.success' },
    ] as EventObject[],
  },
  confirm: {
    input: { link: { email: 'rep@acme.example', secret: 'secret' } },
    events: [
      { type: 'retry' },
      {
        type: 'xstate.done.actor.confirmEmail',
        output: { status: 'success', payload: null, httpStatus: 200 },
      },
      {
        type: 'xstate.done.actor.confirmEmail',
        output: { status: 'error', payload: null, message: 'Invalid', httpStatus: 400 },
      },
      { type: 'xstate.error.actor.confirmEmail', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  consent: {
    input: undefined,
    events: [
      { type: 'agree' },
      { type: 'logout' },
      { type: 'xstate.done.actor.recordConsent', output: null },
      { type: 'xstate.done.actor.saveFlags', output: null },
    ] as EventObject[],
  },
  shell: {
    input: { expanded: true },
    events: [
      { type: 'retry' },
      { type: 'logout' },
      { type: 'confirmation.resend' },
      {
        type: 'xstate.done.actor.load',
        output: { hiddenFeatures: [], showConsent: false, emailConfirmed: true },
      },
      {
        type: 'xstate.done.actor.load',
        output: { hiddenFeatures: [], showConsent: false, emailConfirmed: false },
      },
      { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.logout', output: null },
    ] as EventObject[],
  },
  settings: {
    input: undefined,
    events: [
      { type: 'save', settings: { style: {}, emailBlockList: [] } },
      { type: 'retry' },
      { type: 'xstate.done.actor.load', output: { style: {}, emailBlockList: [] } },
      { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
      { type: 'xstate.done.actor.save', output: { status: 'success', payload: null, httpStatus: 200 } },
      { type: 'xstate.error.actor.save', error: new TypeError('Failed to fetch') },
    ] as EventObject[],
  },
  logo: {
    input: { maxBytes: 1024 },
    events: [
      { type: 'url.open' },
      { type: 'url.change', value: 'https://acme.example/logo.png' },
      { type: 'url.submit' },
      { type: 'url.cancel' },
      { type: 'file.select', file: { name: 'logo.png', type: 'image/png', size: 100 } },
      { type: 'file.select', file: { name: 'logo.pdf', type: 'application/pdf', size: 100 } },
      { type: 'retry' },
      {
        type: 'xstate.done.actor.load',
        output: {
          status: 'success',
          payload: { logo_url: null, logo_image: null, recent_method: null },
          httpStatus: 200,
        },
      },
      { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
      {
        type: 'xstate.done.actor.saveUrl',
        output: {
          status: 'success',
          payload: { logo_url: 'https://acme.example/logo.png', logo_image: null, recent_method: 'url' },
          httpStatus: 200,
        },
      },
      {
        type: 'xstate.done.actor.upload',
        output: { status: 'error', payload: null, message: 'Too large', httpStatus: 413 },
      },
    ] as EventObject[],
  },
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
