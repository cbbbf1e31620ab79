/**
 * Every string a prospect reads (issue 12). Documents 2 and 3 draw no prospect surface, so these
 * are ours, except the gate's defaults (spec 2 §3 verification_content, embeds/constants.ts).
 * One file per surface under messages/, gathered here.
 */

export { cyoaRuntimeMessages } from './messages/cyoa.ts';
export { frameMessages } from './messages/frames.ts';
export { gateMessages } from './messages/gate.ts';
