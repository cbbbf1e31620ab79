/**
 * The demos area's words. The spec's strings are the contract's `demoMessages` (one module, letter
 * for letter); the console's own labels (buttons, aria labels) are one file per screen under
 * messages/, so each lazy route's chunk carries only its own.
 */
export { demoMessages, demoStatusMessages, processingStatus } from '@showroom/contract';
export { demoListLabels, videoListLabels } from './messages/list.ts';
export { playerPopupLabels } from './messages/player.ts';
