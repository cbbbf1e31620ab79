import { addUrlForm, uploadExtensions } from '@showroom/contract';
import type { EventObject } from 'xstate';
import { playerWalkEvents } from './player.fixtures.ts';

/** How machine-stories.test.ts walks the demo list, the recorder and the player: input and every event each takes. */
export const demoModels = {
  player: {
    input: {
      coordinates: {
        intrinsic: { intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 },
        hotspots: [{ id: 'h1', appearAt: 2 }],
        rectangles: [{ id: 'r1', appearAt: 5 }],
      },
    },
    events: playerWalkEvents,
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
};
