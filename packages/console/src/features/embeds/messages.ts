/**
 * The embeds area's words. The spec's strings are the contract's `embedMessages` (one module,
 * letter for letter); the console's own labels (buttons, aria labels) are one file per screen under
 * messages/, so each lazy route's chunk carries only its own.
 */
export {
  embedKindBadges,
  embedKindLabels,
  embedMessages,
  failedToDelete,
} from '@showroom/contract';
export { cyoaLabels } from './messages/cyoa.ts';
export { editorLabels } from './messages/editors.ts';
export { listLabels } from './messages/list.ts';
export { sharedLabels } from './messages/shared.ts';
