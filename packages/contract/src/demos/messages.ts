/**
 * Every user-facing string of demos and videos, letter for letter from spec 3 §2.1–2.5, §5 and §8.
 * Tests assert these; the console, the machines and the player show them; never paraphrase.
 * '<Demo term>' is the product's word for a demo: 'Demo' (the spec leaves room to rename it).
 */
export const demoTerm = { singular: 'Demo', plural: 'Demos' } as const;
const term = demoTerm.singular;
const lower = term.toLowerCase();

export const demoMessages = {
  // spec 3 §2.2 Demo list
  listTitle: demoTerm.plural,
  listDescription:
    'Record, upload or link product videos, then annotate them with hotspots and click regions.',
  create: 'Create',
  record: 'Record',
  upload: 'Upload',
  addUrl: 'Add URL',
  loadingDemos: 'Loading Demos...',
  play: 'Play',
  downloadGif: 'Download GIF',
  more: 'More',
  clone: 'Clone',
  copyWithoutSettings: 'Copy without settings',
  delete: 'Delete',
  // spec 3 §2.4 Recording editor
  annotations: 'Annotations',
  hotspotTool: 'Hotspot',
  clickRegionTool: 'Click region',
  preview: 'Preview',
  save: 'Save',
  savingContent: 'Saving content...',
  cancelUpload: 'Cancel Upload',
  confirmCancellation: 'Confirm Cancellation',
  no: 'No',
  yes: 'Yes',
  canceling: 'Canceling...',
  loadingDemo: `Loading ${term}s..`,
  loadingVideo: 'Loading Video..',
  deleteQuestion: 'Are you sure you want to delete this?',
  // spec 3 §5 Validation rules
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  incompleteData: 'Incomplete Data',
  invalidTimestamp: 'Invalid Timestamp',
  timestampTooLate: 'Timestamp exceeds video duration',
  invalidExtension: 'Invalid file extension',
  uploadError: 'Error uploading video',
  typeRequired: 'Type is required',
  urlRequired: 'URL is required',
  invalidUrl: 'Should be a valid url',
  incorrectUrlFormat: 'Incorrect URL format',
  // spec 3 §2.4 the editor's rep name and date (issue 29 D.9; the spec has no words for these)
  repNameTooLong: 'Rep name must be at most 100 characters',
  invalidDate: 'Enter a real date',
  // spec 3 §8 Demo and video toasts
  addError: `Error adding ${lower}`,
  updateError: `Error updating ${lower}`,
  videoUpdateError: 'Error updating video',
  previewError: 'Unable to preview widget',
  cancelError: `Failed to cancel ${lower} upload`,
  micNotFound: 'Mic Permission Not Found',
  copyError: 'Error copying demo',
  deleteError: 'Failed to delete demo',
  cannotConnect: "Couldn't connect to database",
  // spec 3 §8 Demo success and progress
  added: `${term} Added`,
  changesSaved: 'Changes saved',
  uploadCancelled: `${term} Upload Cancelled!`,
  saving: `Saving ${lower}`,
  savingChanges: 'Saving changes',
  deletingHotspot: 'Deleting Hotspot',
  deletingClickRegion: 'Deleting Click region',
  cancellationInProgress: 'Cancellation in Progress',
  attemptingDownload: 'Attempting download..',
  deleteInProgress: 'Delete in Progress',
} as const;

/** The title a new demo gets (spec 3 §4.1): '<Demo term> - <current UTC date string>'. */
export const newDemoTitle = (now: Date) => `${term} - ${now.toUTCString()}`;

/**
 * Messages the spec leaves to us (issue 10): what a card shows while its video is processed, why
 * a job failed, and the server's refusals.
 */
export const demoStatusMessages = {
  queued: 'Waiting to be processed',
  processing: 'Processing video…',
  /** Issue 28 §4: once the conversion reports how far it is. */
  processingDone: (percent: number) => `Processing video… ${percent}%`,
  failed: 'Processing failed',
  captions: 'Captions',
  uploadCaptions: 'Upload captions (WebVTT)',
  removeCaptions: 'Remove captions',
  invalidCaptions: 'Captions must be a WebVTT (.vtt) or SubRip (.srt) file',
} as const;

/** What a card and the editor say while a demo's video is made: waiting, or how far the conversion is. */
export const processingStatus = (demo: { media_status: string; media_progress?: number | undefined }) =>
  demo.media_status === 'queued'
    ? demoStatusMessages.queued
    : demo.media_progress
      ? demoStatusMessages.processingDone(demo.media_progress)
      : demoStatusMessages.processing;

export const demoServerMessages = {
  notFound: 'No such demo',
  videoNotFound: 'No such video',
  previewNotFound: 'No such preview',
  /** A broken, zero-byte or non-video file: the spec's upload message. */
  notAVideo: demoMessages.uploadError,
  noVideo: 'A video file is required',
  tooLarge: 'The video is larger than the upload limit',
  linkRefused: 'The link must point to a public address',
  linkFailed: 'The linked video could not be fetched',
  linkTooLarge: 'The linked video is larger than the upload limit',
  tooManyUploads: 'Too many uploads in progress; try again shortly',
} as const;

/** '1 h 30 min', '45 min', '30 s': a length for the limit messages. */
const lengthText = (seconds: number) => {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return minutes > 0 ? `${minutes} min` : `${whole} s`;
};
const sizeText = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${Number((bytes / 1024 ** 3).toFixed(1))} GB`
    : `${Number((bytes / 1024 ** 2).toFixed(1))} MB`;

/**
 * Issue 26: why a video is refused before it is converted (the upload's answer, or the demo's
 * card for a link), and the company's storage quota.
 */
export const demoLimitMessages = {
  playlist:
    'Playlists and files that refer to other files (HLS, DASH, concat) are not accepted; upload the video file itself',
  tooLong: (seconds: number, maxSeconds: number) =>
    `The video is ${lengthText(seconds)} long; videos up to ${lengthText(maxSeconds)} are accepted`,
  tooManyFrames: (frames: number, maxFrames: number) =>
    `The video has ${frames} frames; videos of up to ${maxFrames} frames are accepted`,
  frameRateTooHigh: (rate: number, maxRate: number) =>
    `The video has ${Math.round(rate)} frames per second; up to ${maxRate} are accepted: export it at a lower frame rate`,
  tooLarge: (width: number, height: number, maxWidth: number, maxHeight: number) =>
    `The video is ${width}x${height} pixels; videos up to ${maxWidth}x${maxHeight} are accepted: export it at a smaller size`,
  conversionTooSlow: 'The video took too long to convert; try exporting it again as MP4 and upload that',
  storageFull: (quotaBytes: number) =>
    `This video would take your company past its storage quota of ${sizeText(quotaBytes)}; delete demos you no longer need, or ask for a larger quota`,
} as const;
