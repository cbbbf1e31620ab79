import { type EmbedKind, shareForm } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ShareReply, shareMachine } from './shareMachine.ts';

const id = '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b';
const companyId = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';
const token = 'Ab3_Ab3_Ab3_Ab3_Ab3_Ab';
const audienceUrl = 'http://127.0.0.1:4001';
const made: ShareReply = {
  status: 'success',
  payload: { token, type: 'cyoa', id, companyId },
  httpStatus: 201,
};

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (answer === undefined) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

const start = ({ shares = [], writes = [] }: { shares?: Answer<ShareReply>[]; writes?: Answer<'ok'>[] }) => {
  const calls = { generate: [] as unknown[], write: [] as string[] };
  const machine = shareMachine.provide({
    actors: {
      generate: fromPromise<ShareReply, { type: EmbedKind; id: string }>(({ input }) => {
        calls.generate.push(input);
        return answering(shares);
      }),
      writeText: fromPromise<void, { text: string }>(async ({ input }) => {
        calls.write.push(input.text);
        await answering(writes);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { kind: 'cyoa', id, audienceUrl, schema: shareForm },
  }).start();
  return { actor, calls };
};
type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, title: string, description: string) => {
  actor.send({ type: 'field.change', field: 'title', value: title });
  actor.send({ type: 'field.change', field: 'description', value: description });
};

describe('shareMachine (spec 2 §2 Share dialog, §4 Share, §5 Share)', () => {
  it('Generate with an empty field touches both and asks nothing; the empty one has its error', () => {
    const { actor, calls } = start({});
    expect(actor.getSnapshot().context.touched).toEqual({ title: false, description: false });
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.touched).toEqual({ title: true, description: true });
    fill(actor, 'Our tour', '   ');
    actor.send({ type: 'generate' });
    const { errors } = actor.getSnapshot().context;
    expect(errors.title).toBeUndefined();
    expect(errors.description).toBeTruthy();
    expect(calls.generate).toEqual([]);
  });

  it('a description over 400 characters is refused', () => {
    const { actor } = start({});
    fill(actor, 'Our tour', 'x'.repeat(401));
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().value).toBe('editing');
    fill(actor, 'Our tour', 'x'.repeat(400));
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().value).toBe('generating');
  });

  it('generates a share token and builds the share address on the audience host', async () => {
    const { actor, calls } = start({ shares: [made] });
    fill(actor, ' Our tour ', 'A short look & more');
    actor.send({ type: 'generate' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const generated = await waitFor(actor, (s) => s.matches('generated'));
    expect(calls.generate).toEqual([{ type: 'cyoa', id }]);
    expect(generated.context.link).toBe(
      `${audienceUrl}/${token}/page/widget/cyoa/${id}/${companyId}?title=Our+tour&description=A+short+look+%26+more`,
    );
  });

  it("'Copy Link' writes the link, then 'Copied!'; a refused clipboard says so and may try again", async () => {
    const { actor, calls } = start({ shares: [made], writes: [new Error('denied'), 'ok'] });
    fill(actor, 'Our tour', 'A short look');
    actor.send({ type: 'generate' });
    await waitFor(actor, (s) => s.matches('generated'));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches({ generated: 'copyFailed' }));
    actor.send({ type: 'copy' });
    await waitFor(actor, (s) => s.matches({ generated: 'copied' }));
    expect(calls.write).toEqual([actor.getSnapshot().context.link, actor.getSnapshot().context.link]);
  });

  it('typing after a link was made forgets it, so the link always says what the fields say', async () => {
    const { actor } = start({ shares: [made] });
    fill(actor, 'Our tour', 'A short look');
    actor.send({ type: 'generate' });
    await waitFor(actor, (s) => s.matches('generated'));
    actor.send({ type: 'field.change', field: 'title', value: 'Our new tour' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.link).toBeNull();
    expect(actor.getSnapshot().context.values.title).toBe('Our new tour');
  });

  it.each([
    [
      'an error reply',
      { status: 'error', payload: null, message: 'Embed not found', httpStatus: 404 } as ShareReply,
      'Embed not found',
    ],
    ['no reply', new TypeError('Failed to fetch'), null],
  ])('%s: failed with why, and Generate again', async (_case, answer, problem) => {
    const { actor, calls } = start({ shares: [answer, made] });
    fill(actor, 'Our tour', 'A short look');
    actor.send({ type: 'generate' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.problem).toBe(problem);
    actor.send({ type: 'generate' });
    await waitFor(actor, (s) => s.matches('generated'));
    expect(calls.generate).toHaveLength(2);
    expect(actor.getSnapshot().context.problem).toBeNull();
  });

  it('close ends the machine from any state', async () => {
    const { actor } = start({});
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
