import { emptyCoordinates, newVideoForm, recordingForm, videoForm } from '@showroom/contract';
import { annotationRules } from '@showroom/contract/rules';
import type { EventObject } from 'xstate';

/**
 * How machine-stories.test.ts walks the editors' machines: their input and every event they
 * take, with values that matter to guards. Placement is left unconfirmed here (each confirm adds an
 * annotation, so the walk would never end); the unit tests cover it.
 */
const coordinates = {
  ...emptyCoordinates({ intrinsicVideoHeight: 720, intrinsicVideoWidth: 1280 }),
  hotspots: [
    {
      id: 'hotspot-1',
      caption: '',
      captionPercentageFromTop: 10,
      captionPercentageFromLeft: 10,
      captionPercentageHeight: 10,
      captionPercentageWidth: 10,
      captionColor: '#000000',
      hotspotColor: '#B9C3D6',
      hotspotStyle: 'DARK',
      percentageFromTop: 20,
      percentageFromLeft: 20,
      appearAt: 1,
    },
  ],
};
const recording = (media_status: string) => ({
  id: 'recording-1',
  title: 'Tour',
  description: '',
  captions: '',
  company_id: 'company-1',
  salesrep_name: 'Riley Morgan',
  date_created: '2026-11-23 10:00:00',
  media_status,
  media_error: media_status === 'failed' ? 'Broken file' : '',
  duration: 10,
  coordinates,
});
const found = (media_status: string) => ({
  status: 'success',
  payload: [recording(media_status)],
  httpStatus: 200,
});
const polled = 'xstate.done.actor.0.recordingEditor.processing.polling';
const offline = new TypeError('Failed to fetch');
const listedVideoId = '6d8f0a2c-4e6a-4b8d-9c1e-3f5a7b9d1e31';

export const editorMachineModels = {
  newDemo: {
    input: { media: { source: 'file', blob: new Blob([]), blobUrl: '', fileName: 'tour.mp4' } },
    events: [
      { type: 'media.ready' },
      { type: 'media.unplayable' },
      { type: 'cancel' },
      { type: 'cancel.no' },
      { type: 'cancel.yes' },
      { type: 'upload.done', reply: { status: 'success', payload: recording('queued'), httpStatus: 201 } },
      { type: 'upload.done', reply: { status: 'error', payload: null, message: 'No', httpStatus: 415 } },
      { type: 'upload.failed', error: offline },
      {
        type: 'xstate.done.actor.0.newDemo.canceling',
        output: { status: 'success', payload: { id: 'recording-1' }, httpStatus: 200 },
      },
      { type: 'xstate.error.actor.0.newDemo.canceling', error: offline },
    ] as EventObject[],
  },
  recordingEditor: {
    input: { id: 'recording-1', schema: recordingForm, rules: annotationRules },
    events: [
      { type: 'xstate.done.actor.load', output: found('ready') },
      { type: 'xstate.done.actor.load', output: found('queued') },
      { type: 'xstate.done.actor.load', output: found('failed') },
      {
        type: 'xstate.done.actor.load',
        output: { status: 'error', message: 'No such demo', httpStatus: 404 },
      },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'retry' },
      { type: 'xstate.after.pollDelay.recordingEditor.processing.waiting' },
      { type: polled, output: found('ready') },
      { type: 'field.change', field: 'title', value: '' },
      { type: 'field.change', field: 'title', value: 'Tour' },
      { type: 'submit' },
      { type: 'tool.add', tool: 'hotspot', box: { width: 800, height: 450 } },
      { type: 'placement.discard' },
      { type: 'annotation.delete', id: 'hotspot-1' },
      { type: 'delete.cancel' },
      { type: 'preview' },
      { type: 'captions.upload', file: new Blob(['WEBVTT']), name: 'tour.vtt' },
      { type: 'captions.remove' },
    ] as EventObject[],
  },
  videoEditor: {
    input: { id: 'video-1', schema: videoForm },
    events: [
      {
        type: 'xstate.done.actor.load',
        output: {
          status: 'success',
          payload: { title: 'Tour', description: 'Five minutes' },
          httpStatus: 200,
        },
      },
      {
        type: 'xstate.done.actor.load',
        output: { status: 'error', message: 'No such video', httpStatus: 404 },
      },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'retry' },
      { type: 'submit' },
      {
        type: 'xstate.done.actor.0.videoEditor.saving',
        output: { status: 'success', payload: {}, httpStatus: 200 },
      },
    ] as EventObject[],
  },
  // Issue 29 D.4: the company's videos in the demos area, 'Add video', and a row's Delete.
  videoList: {
    input: { limit: 100, schema: newVideoForm },
    events: [
      { type: 'xstate.done.actor.load', output: { status: 'success', payload: [], httpStatus: 200 } },
      {
        type: 'xstate.done.actor.load',
        output: { status: 'success', payload: [{ id: listedVideoId, title: 'Tour' }], httpStatus: 200 },
      },
      { type: 'xstate.error.actor.load', error: offline },
      { type: 'retry' },
      { type: 'create.open' },
      { type: 'create.close' },
      { type: 'field.change', field: 'title', value: 'Tour' },
      { type: 'field.change', field: 'description', value: 'Five minutes' },
      { type: 'field.change', field: 'url', value: 'https://videos.example/tour.mp4' },
      { type: 'submit' },
      {
        type: 'xstate.done.actor.0.videoList.dialog.creating',
        output: { status: 'error', payload: null, message: 'No', httpStatus: 400 },
      },
      { type: 'delete.request', id: listedVideoId },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      {
        type: 'xstate.done.actor.0.videoList.list.deleting',
        output: { status: 'error', payload: null, message: 'No', httpStatus: 404 },
      },
    ] as EventObject[],
  },
};
