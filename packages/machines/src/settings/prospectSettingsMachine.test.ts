import { prospectSettingsForm, prospectSettingsMessages } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ProspectSettingsLoadReply,
  type ProspectSettingsSaveReply,
  prospectSettingsMachine,
  sitesOf,
} from './prospectSettingsMachine.ts';

const loaded: ProspectSettingsLoadReply = {
  status: 'success',
  payload: { allowedSites: ['https://www.acme.example'], webhookUrl: '', hasSecret: false },
  httpStatus: 200,
};

function start(load: () => Promise<ProspectSettingsLoadReply>, saves: ProspectSettingsSaveReply[] = []) {
  const sent: unknown[] = [];
  const toasts: string[] = [];
  const machine = prospectSettingsMachine.provide({
    actors: {
      load: fromPromise(load),
      save: fromPromise(async ({ input }) => {
        sent.push(input);
        const next = saves.shift();
        if (!next) throw new TypeError('Failed to fetch');
        return next;
      }),
    },
    actions: {
      notifySaved: () => toasts.push('saved'),
      notifySaveFailed: () => toasts.push('failed'),
    },
  });
  const actor = createActor(machine, { input: { schema: prospectSettingsForm } }).start();
  return { actor, sent, toasts };
}

describe('prospectSettingsMachine', () => {
  it('loads the settings into the form, one site a line', async () => {
    const { actor } = start(async () => loaded);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ sites: 'https://www.acme.example', webhookUrl: '' });
  });

  it('a refused or unanswered load can be tried again', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return loaded;
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('editing'));
  });

  it('checks the form with the contract before saving', async () => {
    const { actor, sent } = start(async () => loaded);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'sites.change', value: 'www.acme.example' });
    actor.send({ type: 'webhook.change', value: 'not a url' });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      allowedSites: prospectSettingsMessages.invalidSite,
      webhookUrl: prospectSettingsMessages.invalidWebhook,
    });
    expect(sent).toEqual([]);
  });

  it('saves, shows a new secret once, and says so', async () => {
    const saved: ProspectSettingsSaveReply = {
      status: 'success',
      payload: {
        allowedSites: ['https://a.example', 'https://b.example'],
        webhookUrl: 'https://crm.example/hook',
        hasSecret: true,
        secret: 'whsec_abc',
      },
      httpStatus: 200,
    };
    const { actor, sent, toasts } = start(async () => loaded, [saved]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'sites.change', value: ' https://a.example \n\nhttps://b.example\n' });
    actor.send({ type: 'webhook.change', value: 'https://crm.example/hook' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([
      {
        allowedSites: ['https://a.example', 'https://b.example'],
        webhookUrl: 'https://crm.example/hook',
        regenerateSecret: false,
      },
    ]);
    expect(actor.getSnapshot().context.secret).toBe('whsec_abc');
    expect(toasts).toEqual(['saved']);
    actor.send({ type: 'webhook.change', value: 'https://crm.example/other' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a refused save keeps the form and says why; an unanswered one too', async () => {
    const refused: ProspectSettingsSaveReply = {
      status: 'error',
      payload: null,
      message: 'The webhook address must point to a public address',
      httpStatus: 400,
    };
    const { actor, toasts } = start(async () => loaded, [refused]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'webhook.change', value: 'http://10.0.0.1/hook' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('saveFailed'));
    expect(actor.getSnapshot().context).toMatchObject({
      failure: refused.message,
      webhookUrl: 'http://10.0.0.1/hook',
    });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('saveFailed') && toasts.length === 2);
    expect(actor.getSnapshot().context.failure).toBe('');
  });

  it('reads sites one a line, blank lines dropped', () => {
    expect(sitesOf('  https://a.example\n\n https://b.example \n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
