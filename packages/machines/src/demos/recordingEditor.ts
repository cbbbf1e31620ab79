/**
 * The recording editor's types and pure rules: what it loads and saves, its context and events, and
 * the checks on hotspots, click regions and timestamps. The machine (`recordingEditorMachine.ts`) runs them.
 */
import type {
  CallResult,
  Coordinates,
  createPreview,
  getRecording,
  Recording,
  RecordingForm,
  removeRecordingCaptions,
  setRecordingCaptions,
  updateRecording,
} from '@showroom/contract';
import type { FieldErrors, FormSchema } from '../forms/validate.ts';
import type { AnnotationPatch, AnnotationRules, AnnotationTool, BoxPoint, Placement } from './annotations.ts';

/** GET /web/recording/id/{id} as the contract client resolves it (`payload[0]` is the demo). */
export type FetchRecordingReply = CallResult<typeof getRecording>;
/** PUT /web/recording/{recordingId}. */
export type SaveRecordingReply = CallResult<typeof updateRecording>;
/** POST /web/preview: the payload is the preview's id. */
export type PreviewReply = CallResult<typeof createPreview>;
/** POST / DELETE /web/recording/{recordingId}/captions. */
export type CaptionsReply =
  | CallResult<typeof setRecordingCaptions>
  | CallResult<typeof removeRecordingCaptions>;

/** The form of the editor's header (the contract's `recordingForm`, spec 3 §5). */
export type RecordingValues = RecordingForm;

/** What Save sends (the page adds date_modified and turns the coordinates into JSON text). */
export interface SaveRecordingRequest {
  id: string;
  title: string;
  description: string;
  /** spec 3 §2.4 (issue 29 D.9): '' shows the owner's name again. */
  rep_name: string;
  /** YYYY-MM-DD. */
  display_date: string;
  coordinates: Coordinates;
}

export interface RecordingEditorInput {
  id: string;
  /** The contract's rule for the title and description ('Title is required'). */
  schema: FormSchema<RecordingValues>;
  rules: AnnotationRules;
}

/** What was last saved, to tell whether anything changed since. */
export interface SavedState {
  values: RecordingValues;
  coordinates: Coordinates;
}

export interface RecordingEditorContext {
  id: string;
  schema: FormSchema<RecordingValues>;
  rules: AnnotationRules;
  recording: Recording | null;
  values: RecordingValues;
  errors: FieldErrors<keyof RecordingValues>;
  coordinates: Coordinates | null;
  saved: SavedState | null;
  /** What the save in flight sends: once it succeeds, this is what the server holds. */
  sending: SavedState | null;
  /** The form or the annotations differ from what was saved. */
  dirty: boolean;
  /** Seconds; from the player once it has the file, before that the server's probe. */
  duration: number;
  currentTime: number;
  playing: boolean;
  /** A dropped tool waiting for the green (confirm) or red (discard) dot. */
  placement: Placement | null;
  /** The expanded row of the Annotations list (and the annotation the arrow keys move). */
  selected: string | null;
  /** The annotation 'Are you sure you want to delete this?' asks about. */
  pendingDelete: string | null;
  /** A timestamp being typed; the row shows the saved time again when it is dropped. */
  timestampDraft: { id: string; text: string } | null;
}

export type RecordingEditorEvent =
  | { type: 'retry' }
  | { type: 'field.change'; field: keyof RecordingValues; value: string }
  | { type: 'media.ready'; duration: number }
  | { type: 'media.time'; time: number }
  | { type: 'media.playing'; playing: boolean }
  /** A tool dropped on the page: `point` is where, relative to the video box. */
  | { type: 'tool.drop'; tool: AnnotationTool; point: BoxPoint }
  /** The keyboard's Add button: the tool at the centre of the video box. */
  | { type: 'tool.add'; tool: AnnotationTool; box: { width: number; height: number } }
  | { type: 'placement.confirm' }
  | { type: 'placement.discard' }
  | { type: 'annotation.select'; id: string }
  /** Arrow keys: by `dx`/`dy` percent of the video box. */
  | { type: 'annotation.move'; id: string; dx: number; dy: number }
  | { type: 'annotation.update'; id: string; patch: AnnotationPatch }
  | { type: 'timestamp.change'; id: string; text: string }
  | { type: 'timestamp.commit'; id: string }
  | { type: 'annotation.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'submit' }
  | { type: 'preview' }
  | { type: 'captions.upload'; file: Blob; name: string }
  | { type: 'captions.remove' };

export type TimestampError = 'invalid' | 'tooLate';

/** Save is offered while the form is valid (spec 3 §2.4). */
export const canSaveRecording = (context: Pick<RecordingEditorContext, 'errors'>) =>
  !Object.values(context.errors).some(Boolean);

export type CaptionsDone = { event: { output: CaptionsReply } };
/** Where an upload or a removal of the captions track leads: back to idle, saying how it went. */
