/**
 * What every machine story is checked against (CONVENTIONS.md: "a machine story checks, when it
 * renders, that the running snapshot is in the state the story declares").
 *
 * Under Storybook (the UI and `vitest --project storybook`), `@xstate/react` resolves to this
 * module (see main.ts): its hooks are XState's own, and each also notes the actor it runs while the
 * component is mounted. After a story's play function, `expectDeclaredState` (preview.tsx's
 * `afterEach`) finds the running actor of the machine the story declares in
 * `parameters.machine` and fails the story unless its snapshot is in the declared state. A story
 * that declares a state it does not reach, or declares a machine it does not run, fails.
 */
// The real package: main.ts leaves this file's own imports of it alone.
import * as xstateReact from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActor, AnyMachineSnapshot, StateValue } from 'xstate';

export { createActorContext, shallowEqual, useSelector } from '@xstate/react';

/** The actors of the rendered story, while mounted. */
const running = new Set<AnyActor>();

const useRunning = (actorRef: AnyActor) => {
  useEffect(() => {
    running.add(actorRef);
    return () => {
      running.delete(actorRef);
    };
  }, [actorRef]);
};

export const useActorRef: typeof xstateReact.useActorRef = (...args) => {
  const actorRef = xstateReact.useActorRef(...args);
  useRunning(actorRef);
  return actorRef;
};

export const useMachine: typeof xstateReact.useMachine = (...args) => {
  const result = xstateReact.useMachine(...args);
  useRunning(result[2]);
  return result;
};

export const useActor: typeof xstateReact.useActor = (...args) => {
  const result = xstateReact.useActor(...args);
  useRunning(result[2]);
  return result;
};

/** Forget the previous story's actors (a story that failed may not have unmounted cleanly). */
export const forgetRunningActors = () => running.clear();

export type DeclaredMachine = { id: string; state: StateValue };

const stateText = (value: StateValue) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Fails unless a running actor of the declared machine is in the declared state. Waits up to
 * `timeout` ms for it: a story may end while a fake call is still answering.
 */
export async function expectDeclaredState(declared: DeclaredMachine, timeout = 1000) {
  // A machine's id is its key in the registry (tests/machine-stories.test.ts checks the keys).
  const actors = () => [...running].filter((actor) => (actor.logic as { id?: string }).id === declared.id);
  const inState = () =>
    actors().some((actor) => (actor.getSnapshot() as AnyMachineSnapshot).matches(declared.state));
  const started = performance.now();
  while (!inState() && performance.now() - started < timeout)
    await new Promise((resolve) => setTimeout(resolve, 20));
  if (inState()) return;
  const found = actors().map((actor) => stateText((actor.getSnapshot() as AnyMachineSnapshot).value));
  throw new Error(
    found.length
      ? `The story declares ${declared.id} in '${stateText(declared.state)}', but its running machine is in ${found.map((value) => `'${value}'`).join(', ')}`
      : `The story declares ${declared.id} in '${stateText(declared.state)}', but runs no ${declared.id} machine (start it with useMachine)`,
  );
}
