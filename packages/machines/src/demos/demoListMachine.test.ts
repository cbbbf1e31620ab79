import { addUrlForm, demoMessages, type Recording, uploadExtensions } from '@showroom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CopyReply,
  type DeleteRecordingReply,
  demoListMachine,
  type RecordingsReply,
  type VideoFile,
  type VideoReading,
} from './demoListMachine.ts';

const recording = (id: string, overrides: Partial<Recording> = {}): Recording => ({
  id,
  title: `Demo ${id}`,
  description: '',
  type: 'default',
  location: `http://media.test/${id}.mp4`,
  thumbnail: `http://media.test/${id}.jpg`,
  preview: `http://media.test/${id}.gif`,
  captions: '',
  coordinates: {
    intrinsic: { intrinsicVideoHeight: 360, intrinsicVideoWidth: 640 },
    hotspots: [],
    rectangles: [],
    defaultCaptionColor: '#000000',
    defaultBorderColor: '#000000',
    defaultHotspotColor: '#B9C3D6',
    defaultBackgroundColor: '#B9C3D6',
  },
  salesrep_id: 'rep-1',
  salesrep_name: 'Riley Morgan',
  company_id: 'company-1',
  date_created: '2026-11-20 09:00:00',
  date_modified: '2026-11-20 09:00:00',
  media_status: 'ready',
  media_error: '',
  duration: 12,
  ...overrides,
});

const page = (recordings: Recording[]): RecordingsReply => ({
  status: 'success',
  payload: recordings,
  httpStatus: 200,
});
const fullPage = (from: number) =>
  page(Array.from({ length: 40 }, (_, index) => recording(`r${from + index}`)));
const copied: CopyReply = { status: 'success', payload: recording('copy'), httpStatus: 201 };
const deleted: DeleteRecordingReply = { status: 'success', payload: { id: 'a' }, httpStatus: 200 };

type Answer<T> = T | Error;
const answering = <T>(answers: Answer<T>[]) => {
  const answer = answers.shift();
  if (!answer) return new Promise<never>(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
};

const start = ({
  fetches = [],
  copies = [],
  deletes = [],
  downloads = [],
  readings = [],
}: {
  fetches?: Answer<RecordingsReply>[];
  copies?: Answer<CopyReply>[];
  deletes?: Answer<DeleteRecordingReply>[];
  downloads?: Answer<'saved'>[];
  readings?: Answer<VideoReading>[];
}) => {
  const calls = {
    fetch: [] as { page: number; limit: number }[],
    copy: [] as { id: string; withoutSettings: boolean }[],
    remove: [] as string[],
    download: [] as { url: string; title: string }[],
    read: [] as string[],
  };
  // The effects the page provides, in order.
  const effects: string[] = [];
  const machine = demoListMachine.provide({
    actions: {
      notifyCopyFailed: () => effects.push('copy failed'),
      showDeleteProgress: () => effects.push('delete progress'),
      endDeleteProgress: () => effects.push('delete done'),
      failDeleteProgress: (_, params) => effects.push(`delete failed: ${params.failure}`),
      showDownloadProgress: () => effects.push('download progress'),
      endDownloadProgress: () => effects.push('download done'),
      failDownloadProgress: () => effects.push('download failed'),
      handOverFile: (_, params) => effects.push(`file: ${params.file.name}`),
      handOverLink: (_, params) => effects.push(`link: ${params.type} ${params.url}`),
    },
    actors: {
      fetchPage: fromPromise<RecordingsReply, { page: number; limit: number }>(({ input }) => {
        calls.fetch.push(input);
        return answering(fetches);
      }),
      copy: fromPromise<CopyReply, { id: string; withoutSettings: boolean }>(({ input }) => {
        calls.copy.push(input);
        return answering(copies);
      }),
      remove: fromPromise<DeleteRecordingReply, { id: string }>(({ input }) => {
        calls.remove.push(input.id);
        return answering(deletes);
      }),
      downloadGif: fromPromise<void, { url: string; title: string }>(async ({ input }) => {
        calls.download.push(input);
        await answering(downloads);
      }),
      readVideo: fromPromise<VideoReading, { file: VideoFile }>(({ input }) => {
        calls.read.push(input.file.name);
        return answering(readings);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { pageSize: 40, uploadExtensions, urlSchema: addUrlForm },
  }).start();
  return { actor, calls, effects };
};
type Actor = ReturnType<typeof start>['actor'];
const listSettled = (actor: Actor) =>
  waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ list: { ready: 'polling' } }));
/** The list region's state: 'ready' whether or not a background poll is out. */
const listState = (actor: Actor) => {
  const { list } = actor.getSnapshot().value as { list: string | Record<string, unknown> };
  return typeof list === 'string' ? list : Object.keys(list)[0];
};
const dialogState = (actor: Actor) => actor.getSnapshot().value as { dialog: unknown };

afterEach(() => {
  vi.useRealTimers();
});

describe('demoListMachine: the list', () => {
  it('loads page 1 with the page size as the limit', async () => {
    const { actor, calls } = start({ fetches: [page([recording('a'), recording('b')])] });
    expect(actor.getSnapshot().matches({ list: 'loading', dialog: 'closed' })).toBe(true);
    const ready = await listSettled(actor);
    expect(ready.matches({ list: 'ready' })).toBe(true);
    expect(ready.context.recordings.map((r) => r.id)).toEqual(['a', 'b']);
    expect(calls.fetch).toEqual([{ page: 1, limit: 40 }]);
  });

  it('an error reply shows its raw message; refresh tries again', async () => {
    const { actor } = start({
      fetches: [{ status: 'error', payload: null, message: 'Forbidden', httpStatus: 403 }, page([])],
    });
    const failed = await listSettled(actor);
    expect(failed.matches({ list: 'loadFailed' })).toBe(true);
    expect(failed.context.loadError).toBe('Forbidden');
    actor.send({ type: 'refresh' });
    expect((await listSettled(actor)).matches({ list: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });

  it('a thrown failure shows the error text as it is (spec 3 §8)', async () => {
    const { actor } = start({ fetches: [new TypeError('Failed to fetch')] });
    const failed = await listSettled(actor);
    expect(failed.matches({ list: 'loadFailed' })).toBe(true);
    expect(failed.context.loadError).toBe('Failed to fetch');
  });

  it('next only after a full page of 40; previous only after page 1', async () => {
    const { actor, calls } = start({ fetches: [fullPage(0), page([recording('last')]), fullPage(0)] });
    await listSettled(actor);
    actor.send({ type: 'page.previous' });
    expect(listState(actor)).toBe('ready');
    actor.send({ type: 'page.next' });
    expect(listState(actor)).toBe('loading');
    const second = await listSettled(actor);
    expect(second.context.page).toBe(2);
    // Fewer than 40 came back: there is no page 3.
    actor.send({ type: 'page.next' });
    expect(listState(actor)).toBe('ready');
    actor.send({ type: 'page.previous' });
    await listSettled(actor);
    expect(calls.fetch).toEqual([
      { page: 1, limit: 40 },
      { page: 2, limit: 40 },
      { page: 1, limit: 40 },
    ]);
  });

  it('the page box goes to any page from 1, and ignores the page it is on', async () => {
    const { actor, calls } = start({ fetches: [page([recording('a')]), page([])] });
    await listSettled(actor);
    actor.send({ type: 'page.go', page: 1 });
    actor.send({ type: 'page.go', page: 0 });
    actor.send({ type: 'page.go', page: 2.5 });
    expect(listState(actor)).toBe('ready');
    actor.send({ type: 'page.go', page: 7 });
    const seventh = await listSettled(actor);
    expect(seventh.context.page).toBe(7);
    expect(calls.fetch.at(-1)).toEqual({ page: 7, limit: 40 });
  });

  it.each([
    [false, 'Clone'],
    [true, 'Copy without settings'],
  ])(
    'clones (withoutSettings %s: %s) and fetches the page again to show the copy',
    async (withoutSettings) => {
      const { actor, calls } = start({
        fetches: [page([recording('a')]), page([recording('copy'), recording('a')])],
        copies: [copied],
      });
      await listSettled(actor);
      actor.send({ type: 'clone', id: 'a', withoutSettings });
      expect(listState(actor)).toBe('cloning');
      const after = await listSettled(actor);
      expect(calls.copy).toEqual([{ id: 'a', withoutSettings }]);
      expect(after.context.recordings.map((r) => r.id)).toEqual(['copy', 'a']);
      expect(after.context.copying).toBeNull();
    },
  );

  it.each([
    [
      'an error reply',
      { status: 'error', payload: null, message: 'No such demo', httpStatus: 404 } as CopyReply,
    ],
    ['no reply', new TypeError('Failed to fetch')],
  ])("%s: 'Error copying demo' and the cards stay", async (_case, answer) => {
    const { actor, effects } = start({ fetches: [page([recording('a')])], copies: [answer] });
    await listSettled(actor);
    actor.send({ type: 'clone', id: 'a', withoutSettings: false });
    const after = await listSettled(actor);
    expect(after.matches({ list: 'ready' })).toBe(true);
    expect(effects).toEqual(['copy failed']);
    expect(after.context.recordings.map((r) => r.id)).toEqual(['a']);
  });

  it('ignores actions on a demo it does not show', async () => {
    const { actor } = start({ fetches: [page([recording('a')])] });
    await listSettled(actor);
    for (const event of [
      { type: 'clone', id: 'zzz', withoutSettings: false },
      { type: 'delete.request', id: 'zzz' },
      { type: 'gif.download', id: 'zzz' },
      { type: 'play', id: 'zzz' },
    ] as const) {
      actor.send(event);
      expect(listState(actor)).toBe('ready');
    }
  });

  it('asks before deleting; cancel keeps the card', async () => {
    const { actor, calls } = start({ fetches: [page([recording('a')])] });
    await listSettled(actor);
    actor.send({ type: 'delete.request', id: 'a' });
    expect(listState(actor)).toBe('confirming');
    expect(actor.getSnapshot().context.pending?.id).toBe('a');
    actor.send({ type: 'delete.cancel' });
    expect(listState(actor)).toBe('ready');
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(calls.remove).toEqual([]);
  });

  it("deletes after confirmation ('Delete in Progress'), removes the card and fetches the page again", async () => {
    const { actor, calls, effects } = start({
      fetches: [page([recording('a'), recording('b')]), page([recording('b')])],
      deletes: [deleted],
    });
    await listSettled(actor);
    actor.send({ type: 'delete.request', id: 'a' });
    actor.send({ type: 'delete.confirm' });
    expect(listState(actor)).toBe('deleting');
    expect(effects).toEqual(['delete progress']);
    const after = await listSettled(actor);
    expect(after.matches({ list: 'ready' })).toBe(true);
    expect(calls.remove).toEqual(['a']);
    expect(effects).toEqual(['delete progress', 'delete done']);
    expect(after.context.recordings.map((r) => r.id)).toEqual(['b']);
    expect(calls.fetch).toHaveLength(2);
  });

  it.each([
    [
      'an error reply',
      { status: 'error', payload: null, message: 'No such demo', httpStatus: 404 } as DeleteRecordingReply,
      'error',
    ],
    ['no reply', new TypeError('Failed to fetch'), 'unreachable'],
  ] as const)(
    '%s fails the delete; the confirmation closes and the card stays',
    async (_case, answer, failure) => {
      const { actor, effects } = start({ fetches: [page([recording('a')])], deletes: [answer] });
      await listSettled(actor);
      actor.send({ type: 'delete.request', id: 'a' });
      actor.send({ type: 'delete.confirm' });
      const after = await listSettled(actor);
      expect(after.matches({ list: 'ready' })).toBe(true);
      expect(after.context.pending).toBeNull();
      expect(effects).toEqual(['delete progress', `delete failed: ${failure}`]);
      expect(after.context.recordings.map((r) => r.id)).toEqual(['a']);
    },
  );

  it("downloads the GIF from the media origin with 'Attempting download..'", async () => {
    const { actor, calls, effects } = start({ fetches: [page([recording('a')])], downloads: ['saved'] });
    await listSettled(actor);
    actor.send({ type: 'gif.download', id: 'a' });
    expect(listState(actor)).toBe('downloading');
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(calls.download).toEqual([{ url: 'http://media.test/a.gif', title: 'Demo a' }]);
    expect(effects).toEqual(['download progress', 'download done']);
  });

  it('a failed download says so; a demo with no GIF yet has nothing to download', async () => {
    const { actor, calls, effects } = start({
      fetches: [page([recording('a'), recording('b', { preview: '', media_status: 'failed' })])],
      downloads: [new TypeError('Failed to fetch')],
    });
    await listSettled(actor);
    actor.send({ type: 'gif.download', id: 'b' });
    expect(listState(actor)).toBe('ready');
    actor.send({ type: 'gif.download', id: 'a' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(calls.download).toHaveLength(1);
    expect(effects).toEqual(['download progress', 'download failed']);
  });

  it('plays a demo in the popup until it is closed', async () => {
    const { actor } = start({ fetches: [page([recording('a')])] });
    await listSettled(actor);
    actor.send({ type: 'play', id: 'a' });
    expect(listState(actor)).toBe('playing');
    expect(actor.getSnapshot().context.playing).toBe('a');
    actor.send({ type: 'player.close' });
    expect(listState(actor)).toBe('ready');
    expect(actor.getSnapshot().context.playing).toBeNull();
  });
});

describe('demoListMachine: processing cards', () => {
  it('a card action during a background poll is taken at once (the poll is dropped)', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({
      fetches: [page([recording('a', { media_status: 'processing' })])],
      copies: [copied],
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().matches({ list: { ready: 'polling' } })).toBe(true);
    actor.send({ type: 'clone', id: 'a', withoutSettings: true });
    expect(listState(actor)).toBe('cloning');
    expect(calls.copy).toEqual([{ id: 'a', withoutSettings: true }]);
  });

  it('fetches the page every 2 s while a card is queued or processing, until none is', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start({
      fetches: [
        page([recording('a', { media_status: 'queued', thumbnail: '', preview: '' }), recording('b')]),
        page([recording('a', { media_status: 'processing', thumbnail: '', preview: '' }), recording('b')]),
        page([
          recording('a', { media_status: 'failed', media_error: 'The video could not be read' }),
          recording('b'),
        ]),
      ],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(listState(actor)).toBe('ready');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls.fetch).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.fetch).toHaveLength(2);
    expect(actor.getSnapshot().context.recordings[0]!.media_status).toBe('processing');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.fetch).toHaveLength(3);
    const failed = actor.getSnapshot().context.recordings[0]!;
    expect(failed.media_status).toBe('failed');
    expect(failed.media_error).toBe('The video could not be read');
    // Nothing is processing any more: no further fetch.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.fetch).toHaveLength(3);
  });

  it('does not poll a page of ready cards; a failed poll keeps the cards and tries again', async () => {
    vi.useFakeTimers();
    const processing = recording('a', { media_status: 'processing' });
    const { actor, calls } = start({
      fetches: [page([processing]), new TypeError('Failed to fetch'), page([recording('a')])],
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.fetch).toHaveLength(2);
    expect(listState(actor)).toBe('ready');
    expect(actor.getSnapshot().context.recordings).toEqual([processing]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.fetch).toHaveLength(3);
    expect(actor.getSnapshot().context.recordings[0]!.media_status).toBe('ready');
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls.fetch).toHaveLength(3);
  });
});

describe('demoListMachine: Upload (spec 3 §5)', () => {
  const file = (name: string, size = 1000): VideoFile => ({ name, size });

  it.each(['demo.mp4', 'demo.M4V', 'demo.mkv', 'demo.avi', 'demo.wmv'])(
    'a readable %s is handed to the new recording',
    async (name) => {
      const { actor, effects, calls } = start({ readings: ['video'] });
      actor.send({ type: 'upload.open' });
      expect(dialogState(actor).dialog).toEqual({ upload: 'choosing' });
      actor.send({ type: 'file.select', file: file(name) });
      expect(dialogState(actor).dialog).toEqual({ upload: 'reading' });
      await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
      expect(calls.read).toEqual([name]);
      expect(effects).toEqual([`file: ${name}`]);
    },
  );

  it.each(['demo.webm', 'demo.mov', 'notes.txt', 'mp4'])(
    "%s: 'Invalid file extension', nothing read",
    (name) => {
      const { actor, calls } = start({});
      actor.send({ type: 'upload.open' });
      actor.send({ type: 'file.select', file: file(name) });
      expect(dialogState(actor).dialog).toEqual({ upload: 'refused' });
      expect(actor.getSnapshot().context.uploadProblem).toBe('extension');
      expect(calls.read).toEqual([]);
    },
  );

  it('two files dropped at once are refused as not one file, and neither file is judged or kept', () => {
    const { actor, calls } = start({});
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'file.reject', file: file('second.avi'), problem: 'count' });
    expect(dialogState(actor).dialog).toEqual({ upload: 'refused' });
    expect(actor.getSnapshot().context.uploadProblem).toBe('count');
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(calls.read).toEqual([]);
  });

  it('a refused file without a stated problem is a wrong extension', () => {
    const { actor } = start({});
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'file.reject', file: file('notes.txt') });
    expect(actor.getSnapshot().context.uploadProblem).toBe('extension');
    expect(actor.getSnapshot().context.file?.name).toBe('notes.txt');
  });

  it.each([
    ['not a video by its bytes', 'unreadable' as const],
    ['a read error', new DOMException('The file could not be read', 'NotReadableError')],
  ])("%s: 'Error uploading video'; another file may be chosen", async (_case, answer) => {
    const { actor, effects } = start({ readings: [answer as Answer<VideoReading>, 'video'] });
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'file.select', file: file('not-a-video.mp4', 20) });
    await waitFor(actor, (s) => s.matches({ dialog: { upload: 'refused' } }));
    expect(actor.getSnapshot().context.uploadProblem).toBe('unreadable');
    expect(effects).toEqual([]);
    actor.send({ type: 'file.select', file: file('demo.mp4') });
    await waitFor(actor, (s) => s.matches({ dialog: 'closed' }));
    expect(effects).toEqual(['file: demo.mp4']);
  });

  it('closing forgets the refused file', () => {
    const { actor } = start({});
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'file.select', file: file('a.txt') });
    actor.send({ type: 'dialog.close' });
    expect(dialogState(actor).dialog).toBe('closed');
    expect(actor.getSnapshot().context.uploadProblem).toBeNull();
    actor.send({ type: 'upload.open' });
    expect(dialogState(actor).dialog).toEqual({ upload: 'choosing' });
  });

  it('the dialog opens while the list is still loading', () => {
    const { actor } = start({});
    actor.send({ type: 'url.open' });
    expect(actor.getSnapshot().matches({ list: 'loading', dialog: 'addUrl' })).toBe(true);
  });
});

describe('demoListMachine: Add URL (spec 3 §5)', () => {
  const open = () => {
    const started = start({});
    started.actor.send({ type: 'url.open' });
    return started;
  };
  const change = (actor: Actor, field: 'type' | 'url', value: string) =>
    actor.send({ type: 'field.change', field, value });

  it("submitting an empty form shows 'Type is required' and 'URL is required'", () => {
    const { actor, effects } = open();
    const before = actor.getSnapshot().context;
    expect(before.touched).toEqual({ type: false, url: false });
    actor.send({ type: 'submit' });
    const after = actor.getSnapshot();
    expect(after.matches({ dialog: 'addUrl' })).toBe(true);
    expect(after.context.touched).toEqual({ type: true, url: true });
    expect(after.context.errors).toEqual({ type: demoMessages.typeRequired, url: demoMessages.urlRequired });
    expect(effects).toEqual([]);
  });

  it.each([
    ['public', 'not a url', demoMessages.invalidUrl],
    ['gdrive', 'https://drive.google.com/drive/folders/abc', demoMessages.incorrectUrlFormat],
    ['gdrive', 'https://example.com/file/d/1AbCdEfGhIjK/view', demoMessages.incorrectUrlFormat],
  ])('%s %s: %s', (type, url, message) => {
    const { actor, effects } = open();
    change(actor, 'type', type);
    change(actor, 'url', url);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors.url).toBe(message);
    expect(effects).toEqual([]);
  });

  it('a public link is handed over as typed (trimmed)', () => {
    const { actor, effects } = open();
    change(actor, 'type', 'public');
    change(actor, 'url', '  https://videos.example.com/tour.mp4 ');
    actor.send({ type: 'submit' });
    expect(effects).toEqual(['link: public https://videos.example.com/tour.mp4']);
    expect(dialogState(actor).dialog).toBe('closed');
    // The form starts empty next time.
    actor.send({ type: 'url.open' });
    expect(actor.getSnapshot().context.values).toEqual({ type: '', url: '' });
  });

  it('a drive sharing link is handed over with its type', () => {
    const { actor, effects } = open();
    change(actor, 'type', 'gdrive');
    change(actor, 'url', 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing');
    actor.send({ type: 'submit' });
    expect(effects).toEqual([
      'link: gdrive https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing',
    ]);
  });

  it('a field shows its error once it was left', () => {
    const { actor } = open();
    actor.send({ type: 'field.blur', field: 'url' });
    expect(actor.getSnapshot().context.touched).toEqual({ type: false, url: true });
  });
});
