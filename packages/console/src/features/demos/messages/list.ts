/**
 * The demo list's own labels (the ones spec 3 leaves to us): icon buttons' names, dialogs,
 * the empty state, the recorder. The spec's strings are the contract's `demoMessages`.
 */
export const demoListLabels = {
  cardsLabel: 'Demos',
  empty: 'No demos yet',
  emptyHint: 'Record your screen, upload a video or add a link to one, then annotate it.',
  loadFailed: 'The demos could not be loaded',
  retry: 'Try again',
  createMenu: 'Create a demo',
  playDemo: (title: string) => `Play ${title}`,
  downloadGifOf: (title: string) => `Download GIF of ${title}`,
  moreFor: (title: string) => `More actions for ${title}`,
  thumbnailOf: (title: string) => `First frame of ${title}`,
  untitled: 'Untitled demo',
  pagination: 'Demo pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page number',
  deleteWarning: (title: string) => `'${title}' and its video are deleted for good.`,
  downloadFailed: 'The GIF could not be downloaded. Try again.',
  delete: 'Delete',
  cancel: 'Cancel',
  // Upload
  uploadTitle: 'Upload a video',
  uploadDescription: 'One video file: .mp4, .m4v, .mkv, .avi or .wmv.',
  videoFile: 'Video file',
  chooseFile: 'Choose file',
  /** Under 'Invalid file extension' when more than one file was dropped (spec 3 §5: exactly one). */
  oneFileOnly: 'More than one file was dropped: upload one video at a time.',
  readingFile: 'Reading file...',
  // Add URL
  addUrlTitle: 'Add a video by URL',
  addUrlDescription: 'A public address of a video file, or a Google Drive sharing link.',
  type: 'Type',
  typePlaceholder: 'Choose a link type',
  url: 'URL',
  add: 'Add',
  // Record
  recordTitle: 'Record your screen',
  recordDescription:
    'Your browser asks which screen, window or tab to share, and for your microphone. Stop when you are done: the recording opens in the editor.',
  startRecording: 'Start recording',
  requesting: 'Waiting for your browser...',
  recordingNow: 'Recording',
  elapsed: 'Time recorded',
  stop: 'Stop recording',
  stopping: 'Finishing the recording...',
  withoutSound: 'No microphone: the screen is being recorded without sound.',
  screenRefused:
    'Screen sharing was not allowed, so nothing was recorded. Start again and choose a screen, window or tab to share.',
  unsupported: 'This browser cannot record the screen. Use a recent Chrome, Edge or Firefox.',
  recordingFailed: 'The recording stopped unexpectedly. Start again to record once more.',
  tryAgain: 'Start again',
} as const;

/**
 * The videos in the demos area (issue 29 D.4; spec 3 §1, §2.1, §3 Video, §7.3): the spec names the
 * video's fields, its editor's route and its calls, not this list's words, so these are ours, in
 * the spec's own patterns ('<Demo term> Added', 'Error adding <demo term>').
 */
export const videoListLabels = {
  heading: 'Videos',
  description: 'Videos played from their address, for Collection pages beside your demos.',
  addVideo: 'Add video',
  loading: 'Loading videos...',
  empty: 'No videos yet',
  emptyHint: 'Add a video by its address: a Collection page can then show it beside your demos.',
  loadFailed: 'The videos could not be loaded',
  retry: 'Try again',
  listLabel: 'Videos',
  addedOn: (date: string) => `Added ${date}`,
  dialogTitle: 'Add a video',
  dialogDescription: 'A video file on the web (.mp4 or .webm), played as it is, without hotspots.',
  title: 'Title',
  descriptionField: 'Description',
  url: 'URL',
  cancel: 'Cancel',
  add: 'Add',
  added: 'Video Added',
  addError: 'Error adding video',
  // Delete: confirmed first, as a demo is ('Are you sure you want to delete this?', spec 3 §2.2).
  deleteVideo: (title: string) => `Delete ${title}`,
  deleteWarning: (title: string) =>
    `'${title}' is deleted for good, and Collection pages that show it no longer do.`,
  delete: 'Delete',
  /** Toasts beside 'Video Added', in the demo's pattern ('Failed to delete demo'). */
  deleted: 'Video Deleted',
  deleteError: 'Failed to delete video',
} as const;
