import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { type Recording, recording } from '../demos/recording.ts';
import { formJson } from '../pages/form.ts';
import { encryptedId } from '../pages/links.ts';
import { mappingRules } from '../pages/rules.ts';
import { embedStyle, type LayoutStyle, layoutStyle, type PageGateSettings } from '../pages/style.ts';
import { frameData, prospectStyle } from './frame.ts';
import { gateOutcome, gateSubmission } from './gate.ts';

/**
 * The page a prospect opens (spec 3 §2.8 `{audience}/{encrypted_id}/login`; issue 13): one page for
 * one prospect, resolved by the server from the link's id alone (decision 8). The audience host
 * writes this into the page's HTML as the frames write theirs (a JSON script element with a per
 * request nonce), the page's texts with this prospect's placeholders filled (as text, never HTML).
 */

/** A plain video of a Collection (spec 3 §3 Video: title, url). */
export const pageVideo = z.object({ id: z.uuid(), title: z.string(), url: z.string() });
export type PageVideo = z.infer<typeof pageVideo>;

/** What each page type shows, by type (spec 3 §2.10 Layout, Questions, Mapping). */
export const prospectPageContent = z.discriminatedUnion('type', [
  /** Q&A: the layout, the form's questions and its mapping rules (evaluated in the page). */
  z.object({
    type: z.literal('customized'),
    style: layoutStyle,
    questions: formJson.shape.questions,
    rules: mappingRules,
  }),
  /** Collection: the layout and its demos and videos (standardPreviewVideos). */
  z.object({ type: z.literal('standard'), style: layoutStyle }),
  /** Embed: headline (`title`) and description, and the embed's own frame data (absent when it is gone or unpublished). */
  z.object({ type: z.literal('embed'), style: embedStyle, embed: z.optional(frameData) }),
]);

export const prospectPageData = z.object({
  companyId: z.uuid(),
  pageId: z.uuid(),
  /** The link's relationship; null in a rep's preview, which has none. */
  relationshipId: z.nullable(z.uuid()),
  /** The link's own id: what the page's calls name (the gate, sendmailform); null in a rep's preview. */
  link: z.nullable(encryptedId),
  title: z.string(),
  content: prospectPageContent,
  /** Every demo the page can play (welcome preview, Collection items, mapped demos), the company's only. */
  demos: z.array(recording),
  videos: z.array(pageVideo),
  look: prospectStyle,
  /** The audience host (the gate, the events). */
  audienceUrl: z.string(),
  /** The product server (POST /web/sendmailform). */
  apiUrl: z.string(),
  /** Events and mail are sent (false in a rep's preview). */
  record: z.boolean(),
});
export type ProspectPageData = z.infer<typeof prospectPageData>;

/**
 * The pictures on a page's first screen: the thumbnails of the demos a prospect sees before
 * scrolling or answering (the welcome preview's, then a Collection's first), none behind a gate
 * (its card comes first) and none on an Embed page (its frame draws its own). The audience host
 * preloads them with the page, so the largest picture is not requested only once the app has run
 * (issue 13: the page's LCP on a phone).
 */
export function firstScreenPictures(data: {
  content:
    | {
        type: 'customized' | 'standard';
        style: Pick<LayoutStyle, 'settings' | 'welcomePreview' | 'standardPreviewVideos'>;
      }
    | { type: 'embed' };
  demos: readonly Pick<Recording, 'id' | 'media_status' | 'thumbnail'>[];
}): string[] {
  const { content } = data;
  if (content.type === 'embed' || content.style.settings.verifyIdentity) return [];
  const pictureOf = (id: string) => {
    const demo = data.demos.find((item) => item.id === id);
    return demo?.media_status === 'ready' && demo.thumbnail ? [demo.thumbnail] : [];
  };
  const welcome = content.style.welcomePreview;
  const first = content.type === 'standard' ? content.style.standardPreviewVideos[0] : undefined;
  return [
    ...(welcome.type === 'demo' ? pictureOf(welcome.id) : []),
    ...(first?.type === 'demo' ? pictureOf(first.value) : []),
  ];
}

/** The page's gate: on when the page's settings say verifyIdentity (spec 3 §3 page_style.settings). */
export const pageGateOptions = (settings: PageGateSettings) => ({
  gated: settings.verifyIdentity,
  required: settings.isRequired,
  checkBlocklist: settings.checkBlocklist,
  // §4.5: two-factor needs the domain check, even on a record saved before that was enforced.
  checkDomain: settings.checkDomain,
  checkTwoFactor: settings.checkDomain && settings.checkTwoFactor,
});

/**
 * POST /gate/page/{link} on the audience host (ours): the page's e-mail gate, checked with the
 * page's settings as a widget's gate is with the widget's (prospect/gate.ts). The same answers.
 */
export const submitPageGate = defineRoute({
  method: 'POST',
  path: '/gate/page/{link}',
  auth: 'public',
  params: z.object({ link: encryptedId }),
  body: gateSubmission,
  payload: gateOutcome,
});

export { contactProblems, prospectPageMessages, visibleQuestions } from '../rules/prospect.ts';
