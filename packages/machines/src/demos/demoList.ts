import type {
  AddUrlForm,
  CallResult,
  copyRecording,
  deleteRecording,
  listRecordings,
  Recording,
} from '@showroom/contract';
import { type FieldErrors, type FormSchema, validateFields } from '../forms/validate.ts';

/*
 * The demo list's types and pure rules (spec 3 §2.2, §5, §9), beside its machine
 * (demoListMachine.ts), which re-exports them.
 */

/** GET /web/recording/{companyId}?limit&pageNo as the contract client resolves it. */
export type RecordingsReply = CallResult<typeof listRecordings>;
/** POST /web/recording/copy as the contract client resolves it. */
export type CopyReply = CallResult<typeof copyRecording>;
/** DELETE /web/recording/{recordingId} as the contract client resolves it. */
export type DeleteRecordingReply = CallResult<typeof deleteRecording>;

/** Why a delete did not happen: the server said no ('error'), or no reply came ('unreachable'). */
export type DemoFailure = 'error' | 'unreachable';

/** What the upload's picker hands over: a browser File satisfies it. */
export interface VideoFile {
  name: string;
  size: number;
}

/**
 * What the `readVideo` actor finds in a picked file's first bytes: a video container, or not
 * (an empty file, one that cannot be read, one whose bytes are not a video whatever its name).
 */
export type VideoReading = 'video' | 'unreadable';

/**
 * Why the upload dialog holds no file: spec 3 §5 'Invalid file extension' (the one file's
 * extension, or not exactly one file: `count`) / 'Error uploading video' (`unreadable`).
 */
export type UploadProblem = 'extension' | 'count' | 'unreadable';

export type UrlField = keyof AddUrlForm;

export interface DemoListInput {
  /** spec 3 §9 page size (the contract's `demoConstants.pageSize`, 40). */
  pageSize: number;
  /** spec 3 §5 Upload: the five extensions (the contract's `uploadExtensions`). */
  uploadExtensions: readonly string[];
  /** spec 3 §5 Add URL form rules (the contract's `addUrlForm`). */
  urlSchema: FormSchema<AddUrlForm>;
}

export interface DemoListContext {
  pageSize: number;
  uploadExtensions: readonly string[];
  urlSchema: FormSchema<AddUrlForm>;
  /** The current page, from 1. */
  page: number;
  recordings: Recording[];
  /** spec 3 §8: a list-load error shows the raw error as text. */
  loadError: string | null;
  /** The demo being confirmed for delete, or being deleted. */
  pending: Recording | null;
  /** The demo the popup player shows. */
  playing: string | null;
  /** The clone under way: which demo, and whether its settings are left behind. */
  copying: { id: string; withoutSettings: boolean } | null;
  /** The upload dialog's refused file and why. */
  file: VideoFile | null;
  uploadProblem: UploadProblem | null;
  /** The Add URL form (ADR 0004: form state in the machine). */
  values: AddUrlForm;
  touched: Record<UrlField, boolean>;
  errors: FieldErrors<UrlField>;
}

export type DemoListEvent =
  | { type: 'refresh' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  /** The page box: the ui Pagination already turned an empty box into 1. */
  | { type: 'page.go'; page: number }
  | { type: 'clone'; id: string; withoutSettings: boolean }
  | { type: 'delete.request'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'gif.download'; id: string }
  | { type: 'play'; id: string }
  | { type: 'player.close' }
  | { type: 'upload.open' }
  | { type: 'url.open' }
  | { type: 'dialog.close' }
  | { type: 'file.select'; file: VideoFile }
  /**
   * The picker refused what was dropped or chosen: the one file's extension (`extension`, the
   * default), or more than one file at once (`count`, no file is judged then).
   */
  | { type: 'file.reject'; file: VideoFile | null; problem?: 'extension' | 'count' }
  | { type: 'field.change'; field: UrlField; value: string }
  | { type: 'field.blur'; field: UrlField }
  | { type: 'submit' };

/** A card whose video is still being made: the list polls until none is left. */
export const isProcessing = (recording: Pick<Recording, 'media_status'>) =>
  recording.media_status === 'queued' || recording.media_status === 'processing';

/** spec 3 §9: the next arrow only when a full page (40) came back. */
export const hasNextPage = (context: Pick<DemoListContext, 'recordings' | 'pageSize'>) =>
  context.recordings.length >= context.pageSize;

export const hasVideoName = (name: string, extensions: readonly string[]) =>
  extensions.some((extension) => name.toLowerCase().endsWith(extension.toLowerCase()));

const emptyUrlForm: AddUrlForm = { type: '', url: '' };

export const freshUrlForm = (schema: FormSchema<AddUrlForm>) => ({
  values: emptyUrlForm,
  touched: { type: false, url: false },
  errors: validateFields(schema, emptyUrlForm),
});

/** The text of a thrown failure, as the spec shows a list-load error: raw. */
export const textOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
