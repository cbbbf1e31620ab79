/** Labels of this screen that spec 2 leaves to us (buttons, aria labels). The spec's strings are the contract's `embedMessages`. */
export const sharedLabels = {
  close: 'Close',
} as const;
