import * as z from 'zod/mini';

// Apart from the embed settings: the rep's flags (auth/login.ts) read these on every sign-in, so
// the console's first load must not carry the rest of embeds with them.

/**
 * The kinds whose save-before-publish prompt a rep can turn off (document 1 §3 User settings:
 * saveBeforePublishPrompt for Cyoa, Solo, Hero and Page, all true by default). They live in the
 * rep's flags (PUT /web/flag) as `saveBeforePublishPrompt_<Kind>`; absent means true.
 */
export const promptKinds = ['Cyoa', 'Solo', 'Hero', 'Page'] as const;
export type PromptKind = (typeof promptKinds)[number];
export const saveBeforePublishFlag = (kind: PromptKind) => `saveBeforePublishPrompt_${kind}` as const;
export const promptFlags = {
  demoRecordingPrompt: z.optional(z.boolean()),
  saveBeforePublishPrompt_Cyoa: z.optional(z.boolean()),
  saveBeforePublishPrompt_Solo: z.optional(z.boolean()),
  saveBeforePublishPrompt_Hero: z.optional(z.boolean()),
  saveBeforePublishPrompt_Page: z.optional(z.boolean()),
};
/** Whether the prompt is on: true unless the rep chose 'never show again'. */
export const promptOn = (flags: Partial<Record<string, unknown>>, kind: PromptKind) =>
  flags[saveBeforePublishFlag(kind)] !== false;
