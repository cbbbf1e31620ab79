import { demoConstants, demoMessages, demoStatusMessages, hexColorPattern } from '@showroom/contract';
import { validateFields } from '@showroom/machines';
import type { ToastApi } from '@showroom/ui';
import { describe, expect, it } from 'vitest';
import { editorLabels } from '../messages/editor.ts';
import { videoEditorToasts } from '../video/toasts.ts';
import { annotationRules, audienceUrl, previewAddress, recordingForm } from './rules.ts';
import { newDemoToasts, recordingEditorToasts } from './toasts.ts';

/** A toast region that writes down what it was asked to show. */
const fakeToasts = () => {
  const shown: string[] = [];
  const api: ToastApi = {
    success: (message) => shown.push(`success: ${message}`),
    error: (message) => shown.push(`error: ${message}`),
    progress: (message) => {
      shown.push(`progress: ${message}`);
      return {
        success: (final) => shown.push(`progress success: ${final}`),
        error: (final) => shown.push(`progress error: ${final}`),
        dismiss: () => shown.push('progress dismissed'),
      };
    },
  };
  return { api, shown };
};

describe('the editors’ toasts say the spec’s words (spec 3 §8)', () => {
  it('new demo: ‘Saving demo’ settles as ‘Demo Added’ or ‘Error adding demo’, whatever the server said', () => {
    const { api, shown } = fakeToasts();
    const logged: string[] = [];
    const toasts = newDemoToasts(api, (message) => logged.push(message));
    toasts.showSaveProgress();
    toasts.notifyAdded();
    toasts.showSaveProgress();
    toasts.notifyAddFailed(null, { message: 'Error uploading video' });
    toasts.showSaveProgress();
    toasts.notifyAddFailed(null, { message: 'The video is larger than the upload limit' });
    toasts.showSaveProgress();
    toasts.notifyAddFailed(null, { message: undefined });
    expect(shown).toEqual([
      'progress: Saving demo',
      'progress success: Demo Added',
      'progress: Saving demo',
      'progress error: Error adding demo',
      'progress: Saving demo',
      'progress error: Error adding demo',
      'progress: Saving demo',
      'progress error: Error adding demo',
    ]);
    // The server's reason is not lost: it is in the log.
    expect(logged).toEqual(['Error uploading video', 'The video is larger than the upload limit']);
  });

  it('new demo: a cancellation replaces ‘Saving demo’ and settles on its own', () => {
    const { api, shown } = fakeToasts();
    const toasts = newDemoToasts(api, () => {});
    toasts.showSaveProgress();
    toasts.showCancelProgress();
    toasts.notifyCancelled();
    toasts.showSaveProgress();
    toasts.showCancelProgress();
    toasts.notifyCancelFailed();
    expect(shown).toEqual([
      'progress: Saving demo',
      'progress dismissed',
      'progress: Cancellation in Progress',
      'progress success: Demo Upload Cancelled!',
      'progress: Saving demo',
      'progress dismissed',
      'progress: Cancellation in Progress',
      'progress error: Failed to cancel demo upload',
    ]);
  });

  it('recording editor: save, preview, timestamps, deletes, captions', () => {
    const { api, shown } = fakeToasts();
    const toasts = recordingEditorToasts(api);
    toasts.notifyIncomplete();
    toasts.showSaveProgress();
    toasts.notifySaved();
    toasts.showSaveProgress();
    toasts.notifySaveFailed();
    toasts.notifyPreviewFailed();
    toasts.notifyTimestampError(null, { error: 'invalid' });
    toasts.notifyTimestampError(null, { error: 'tooLate' });
    toasts.notifyDeleting(null, { kind: 'hotspot' });
    toasts.notifyDeleting(null, { kind: 'rectangle' });
    toasts.notifyCaptionsInvalid();
    toasts.notifyCaptionsSaved();
    toasts.notifyCaptionsFailed(null, { message: 'Captions must be a WebVTT (.vtt) or SubRip (.srt) file' });
    toasts.notifyCaptionsFailed(null, { message: undefined });
    expect(shown).toEqual([
      'error: Incomplete Data',
      'progress: Saving changes',
      'progress success: Changes saved',
      'progress: Saving changes',
      'progress error: Error updating demo',
      'error: Unable to preview widget',
      'error: Invalid Timestamp',
      'error: Timestamp exceeds video duration',
      'success: Deleting Hotspot',
      'success: Deleting Click region',
      `error: ${demoStatusMessages.invalidCaptions}`,
      `success: ${editorLabels.captionsAdded}`,
      'error: Captions must be a WebVTT (.vtt) or SubRip (.srt) file',
      `error: ${demoMessages.cannotConnect}`,
    ]);
  });

  it('video editor: incomplete, refused', () => {
    const { api, shown } = fakeToasts();
    const toasts = videoEditorToasts(api);
    toasts.notifyIncomplete();
    toasts.notifySaveFailed();
    expect(shown).toEqual(['error: Incomplete Data', 'error: Error updating video']);
  });
});

describe('the editor’s rules', () => {
  const form = { title: 'Tour', description: '', rep_name: 'Riley Morgan', display_date: '2026-11-23' };
  it("requires a title ('Title is required'); the description may be empty", () => {
    expect(validateFields(recordingForm, { ...form, title: '  ' })).toEqual({
      title: 'Title is required',
    });
    expect(validateFields(recordingForm, form)).toEqual({});
    expect(
      validateFields(recordingForm, { ...form, title: 'x'.repeat(demoConstants.titleMaxLength + 1) }).title,
    ).toBeDefined();
  });

  it('checks the rep name (100 at most, empty = the owner) and the date (a real day) (issue 29 D.9)', () => {
    expect(validateFields(recordingForm, { ...form, rep_name: '' })).toEqual({});
    expect(validateFields(recordingForm, { ...form, rep_name: 'x'.repeat(101) })).toEqual({
      rep_name: 'Rep name must be at most 100 characters',
    });
    expect(validateFields(recordingForm, { ...form, display_date: '' })).toEqual({
      display_date: 'Enter a real date',
    });
    expect(validateFields(recordingForm, { ...form, display_date: '2026-02-30' })).toEqual({
      display_date: 'Enter a real date',
    });
  });

  it('hands the machine the §9 constants, DARK and the hex rule', () => {
    expect(annotationRules).toMatchObject({
      hotspotSizePx: 45,
      captionBox: { width: 150, height: 50, minHeight: 48 },
      clickRegion: { width: 100, height: 50 },
      captionMaxLength: 250,
      timestampMaxLength: 9,
      defaultHotspotStyle: 'DARK',
    });
    expect(annotationRules.hexColorPattern).toBe(hexColorPattern);
    expect(annotationRules.parseTimestamp('00:02.500')).toBe(2.5);
  });

  it('finds the audience host: the configured address, else the local layout (127.0.0.1, port + 1)', () => {
    expect(audienceUrl({ protocol: 'https:', port: '' }, 'https://audience.example')).toBe(
      'https://audience.example',
    );
    expect(audienceUrl({ protocol: 'http:', port: '4000' }, undefined)).toBe('http://127.0.0.1:4001');
    expect(audienceUrl({ protocol: 'http:', port: '4420' }, '')).toBe('http://127.0.0.1:4421');
  });

  it('opens the audience host’s /preview/demo with uuid, data_id and template (spec 3 §4.1)', () => {
    expect(
      previewAddress('http://127.0.0.1:4001', {
        previewId: 'Zm9vYmFyYmF6cXV4cXV1eA',
        recordingId: '2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b',
        companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
      }),
    ).toBe(
      'http://127.0.0.1:4001/preview/demo?uuid=Zm9vYmFyYmF6cXV4cXV1eA&data_id=2f4e6a8c-1b3d-4f5e-8a7b-9c0d1e2f3a4b&template=9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
    );
  });
});
