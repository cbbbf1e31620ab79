import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import {
  type PublishPromptsInput,
  type PublishPromptsRequest,
  publishPromptsChild,
  publishPromptsMachine,
} from './publishPromptsMachine.ts';

const start = (input: Partial<PublishPromptsInput> = {}) =>
  createActor(publishPromptsMachine, {
    input: { kind: 'Hero', live: false, promptOn: true, ...input },
  }).start();

describe('publishPromptsMachine (spec 2 §4 Save and Publish)', () => {
  it('a live widget confirms that changes go live instantly', () => {
    const actor = start({ live: true });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('confirmingLiveSave');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'save' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'save' });
  });

  it('a draft shows the save-before-publish prompt, or saves straight when opted out', () => {
    const prompted = start();
    prompted.send({ type: 'save' });
    expect(prompted.getSnapshot().value).toBe('promptingSaveBeforePublish');
    const optedOut = start({ promptOn: false });
    optedOut.send({ type: 'save' });
    expect(optedOut.getSnapshot().value).toEqual({ submitting: 'save' });
  });

  it('never show again keeps the prompt away for the rest of the session', () => {
    const actor = start();
    actor.send({ type: 'save' });
    actor.send({ type: 'neverShowAgain.change', value: true });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'submitted', live: false });
    expect(actor.getSnapshot().context.promptOn).toBe(false);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'save' });
  });

  it('Publish asks first, then submits with publish; the widget is live after', () => {
    const actor = start();
    actor.send({ type: 'publish' });
    expect(actor.getSnapshot().value).toBe('confirmingPublish');
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'publish' });
    actor.send({ type: 'submitted', live: true });
    expect(actor.getSnapshot().context.live).toBe(true);
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('confirmingLiveSave');
  });

  it('a failed submit returns to idle, the widget as it was', () => {
    const actor = start();
    actor.send({ type: 'publish' });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'submitFailed' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { live: false } });
  });

  it('as a child, asks its editor to submit and to store the opt-out', () => {
    const requests: PublishPromptsRequest[] = [];
    const editor = setup({
      types: { events: {} as PublishPromptsRequest | { type: 'save' } },
      actors: { prompts: publishPromptsChild },
    }).createMachine({
      invoke: { id: 'prompts', src: 'prompts', input: { kind: 'Solo', live: false, promptOn: true } },
      on: {
        save: { actions: sendTo('prompts', { type: 'save' }) },
        'prompts.submit': {
          actions: [
            ({ event }) => {
              requests.push(event);
            },
            sendTo('prompts', { type: 'submitted', live: false }),
          ],
        },
        'prompts.optOut': {
          actions: ({ event }) => {
            requests.push(event);
          },
        },
      },
    });
    const actor = createActor(editor).start();
    actor.send({ type: 'save' });
    const prompts = actor.getSnapshot().children.prompts;
    prompts?.send({ type: 'neverShowAgain.change', value: true });
    prompts?.send({ type: 'confirm' });
    expect(requests).toEqual([
      { type: 'prompts.optOut', kind: 'Solo' },
      { type: 'prompts.submit', publish: false },
    ]);
    expect(prompts?.getSnapshot().value).toBe('idle');
  });
});
