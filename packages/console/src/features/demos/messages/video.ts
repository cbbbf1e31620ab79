/** The video editor's own labels (spec 3 §2.5); its validation and toasts are `demoMessages`. */
export const videoLabels = {
  heading: 'Edit video',
  title: 'Title',
  description: 'Description',
  preview: 'Video preview',
  cancel: 'Cancel',
  notFound: 'This video does not exist or was deleted.',
  loadError: 'The video could not be loaded.',
  retry: 'Try again',
  backToDemos: 'Back to demos',
} as const;
