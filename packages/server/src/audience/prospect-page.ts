import {
  type EmbedStyle,
  fillPlaceholders,
  type LayoutStyle,
  newPageStyle,
  type PageStyle,
  type PageType,
  pageConstants,
  pageStyleOf,
  type prospectPageData,
  type Question,
  type Rule,
} from '@showroom/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { companies, companySettings, videos } from '../db/schema.ts';
import type { PagesRepository } from '../plugins/app/pages.ts';
import type { FrameDataWire, ProspectService } from '../plugins/app/prospect.ts';
import type { RecordingsRepository } from '../plugins/app/recordings.ts';

/** A prospect page's data as the HTML carries it (contract prospect/page.ts `prospectPageData`). */
export type ProspectPageWire = z.input<typeof prospectPageData>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Fills the page's texts for one prospect (spec 3 §5 placeholders in angle brackets, from the
 * relationship's mappingData), each cut to its field's limit so a long value cannot make the page
 * unreadable by its own schema. The values stay text: the page renders them as text, and the HTML
 * carries them in an escaped JSON script element (pages.ts `scriptJson`).
 */
export function fillStyle(style: PageStyle, values: Readonly<Record<string, string>>): PageStyle {
  const fill = (text: string, max: number) => fillPlaceholders(text, values).slice(0, max);
  const c = pageConstants;
  const verificationContent = {
    ...style.verificationContent,
    title: fill(style.verificationContent.title, c.titleMaxLength),
    description: fill(style.verificationContent.description, c.verificationDescriptionMaxLength),
    ...(style.verificationContent.privacyConsentText === undefined
      ? {}
      : {
          privacyConsentText: fill(style.verificationContent.privacyConsentText, c.privacyConsentMaxLength),
        }),
  };
  if ('embed' in style) {
    const embed: EmbedStyle = {
      ...style,
      title: fill(style.title, c.titleMaxLength),
      description: fill(style.description, c.descriptionMaxLength),
      verificationContent,
    };
    return embed;
  }
  const layout: LayoutStyle = {
    ...style,
    headline: fill(style.headline, c.titleMaxLength),
    welcomeMessage: fill(style.welcomeMessage, c.welcomeDescriptionMaxLength),
    previewMessage: fill(style.previewMessage, c.descriptionMaxLength),
    contactInfoMessage: fill(style.contactInfoMessage, c.contactInfoMaxLength),
    actionMessage: fill(style.actionMessage, c.actionMessageMaxLength),
    actionButtonLabel: fill(style.actionButtonLabel, 100),
    redirectURL: fill(style.redirectURL, c.urlMaxLength),
    verificationContent,
  };
  return layout;
}

/**
 * A Q&A page's modal cards are texts a prospect reads too: filled like the page's (a value absent
 * is nothing, never the raw token; issue 29, C.6, D.1).
 */
export function fillRules(rules: readonly Rule[], values: Readonly<Record<string, string>>): Rule[] {
  const c = pageConstants;
  const fill = (text: string, max: number) => fillPlaceholders(text, values).slice(0, max);
  return rules.map((rule) => {
    if (rule.result.episode !== 'modal') return rule;
    const modal = rule.result.payload;
    return {
      ...rule,
      result: {
        episode: 'modal',
        payload: {
          ...modal,
          title: fill(modal.title, c.titleMaxLength),
          description: fill(modal.description, c.descriptionMaxLength),
          firstCTA: { ...modal.firstCTA, label: fill(modal.firstCTA.label, 100) },
          secondCTA: { ...modal.secondCTA, label: fill(modal.secondCTA.label, 100) },
        },
      },
    };
  });
}

/**
 * An Embed page's largest paint: its Hero's, Solo's or Sneakpeek's teaser picture as the frame
 * draws it first (the custom thumbnail, else the demo's; the animation's GIF when it has one),
 * preloaded with the page like a Collection's first demo (issue 29, C.6; contract
 * `firstScreenPictures` leaves Embed pages out). None behind the page's gate, and none for a CYOA,
 * whose first step is no single picture.
 */
export function embedPictures(data: ProspectPageWire): string[] {
  const { content } = data;
  if (content.type !== 'embed' || !content.embed) return [];
  if ((content.style as { settings?: { verifyIdentity?: boolean } }).settings?.verifyIdentity) return [];
  const { widget, demos } = content.embed;
  const teaser =
    widget.kind === 'hero'
      ? { ...widget.hero, animation: Boolean(widget.hero.show_preview) }
      : widget.kind === 'solo'
        ? {
            ...widget.solo,
            animation: !widget.solo.is_cta && !widget.solo.is_hotspot && Boolean(widget.solo.show_preview),
          }
        : widget.kind === 'sneakpeek'
          ? { ...widget.sneakpeek, show_custom_thumbnail: 0, custom_thumbnail: '', animation: false }
          : undefined;
  if (!teaser) return [];
  const demo = demos.find((item) => item.id === teaser.recording_id);
  if (demo?.media_status !== 'ready') return [];
  const still = (teaser.show_custom_thumbnail ? teaser.custom_thumbnail : '') || demo.thumbnail;
  const picture = teaser.animation && demo.preview ? demo.preview : still;
  return picture ? [picture] : [];
}

/** The demos and videos a page names (welcome preview, a Collection's items, mapped demos, the restricted redirect). */
export function mediaNamed(style: PageStyle, rules: readonly Rule[]) {
  const demos: string[] = [];
  const videoIds: string[] = [];
  if (!('embed' in style)) {
    if (style.welcomePreview.type === 'demo') demos.push(style.welcomePreview.id);
    if (style.welcomePreview.type === 'video') videoIds.push(style.welcomePreview.id);
    for (const item of style.standardPreviewVideos)
      (item.type === 'demo' ? demos : videoIds).push(item.value);
  }
  for (const rule of rules) if (rule.result.episode === 'demo') demos.push(rule.result.payload.id);
  if (style.restrictedRedirect?.restrictType === 'demo') demos.push(style.restrictedRedirect.demo);
  const unique = (list: string[]) => [...new Set(list.filter((id) => uuid.test(id)))];
  return { demos: unique(demos), videos: unique(videoIds) };
}

export interface ProspectPageDeps {
  db: Db;
  pages: PagesRepository;
  prospect: ProspectService;
  recordings: RecordingsRepository;
  mediaUrl: string;
  audienceUrl: string;
  /** The product server's address (/web/sendmailform). */
  apiUrl: string;
}

/**
 * What a prospect link opens (issue 13; decision 8): the one page of the one relationship the
 * link's id names, for that prospect. undefined (a plain 404) when the id names no link (never
 * issued, or its relationship deleted), the page is not live, or its style does not read.
 */
export function prospectPageService(deps: ProspectPageDeps) {
  const { db } = deps;
  const address = (key: string | null | undefined) => (key ? `${deps.mediaUrl}/${key}` : '');

  const companyLook = async (companyId: string): Promise<FrameDataWire['look'] | undefined> => {
    const [row] = await db
      .select({
        name: companies.name,
        style: companies.websiteStyle,
        logoImageKey: companySettings.logoImageKey,
      })
      .from(companies)
      .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1);
    return row && { style: row.style, companyName: row.name, logo: address(row.logoImageKey) };
  };

  const videosOf = async (companyId: string, ids: string[]) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: videos.id, title: videos.title, url: videos.url })
      .from(videos)
      .where(and(eq(videos.companyId, companyId), inArray(videos.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  /**
   * The page's data from its style, questions and rules (filled for the prospect or not): the
   * company's look, the demos and videos it names (the company's only) and, on an Embed page, the
   * company's own live embed. undefined when the company is gone.
   */
  const draw = async (page: {
    companyId: string;
    pageId: string;
    type: PageType;
    title: string;
    style: PageStyle;
    questions: Question[];
    rules: Rule[];
    /** The link and its relationship (null in a rep's preview, which records nothing). */
    link: { id: string; encryptedId: string } | null;
  }): Promise<ProspectPageWire | undefined> => {
    const { companyId, style, questions, rules } = page;
    const named = mediaNamed(style, rules);
    const [look, demos, pageVideos, embed] = await Promise.all([
      companyLook(companyId),
      deps.recordings.findMany(companyId, named.demos),
      videosOf(companyId, named.videos),
      'embed' in style && style.embed.type !== '' && uuid.test(style.embed.id)
        ? deps.prospect.frame(style.embed.type, style.embed.id)
        : undefined,
    ]);
    if (!look) return undefined;
    const content: ProspectPageWire['content'] =
      'embed' in style
        ? {
            type: 'embed',
            style,
            // Only the company's own live embed; anything else shows that it is not available.
            ...(embed && embed.data.companyId === companyId ? { embed: embed.data } : {}),
          }
        : page.type === 'customized'
          ? { type: 'customized', style, questions, rules }
          : { type: 'standard', style };
    return {
      companyId,
      pageId: page.pageId,
      relationshipId: page.link?.id ?? null,
      link: page.link?.encryptedId ?? null,
      title: 'embed' in style ? style.title || page.title : style.headline || page.title,
      content,
      demos,
      videos: pageVideos,
      look,
      audienceUrl: deps.audienceUrl,
      apiUrl: deps.apiUrl,
      record: page.link !== null,
    };
  };

  /** A live page's data, filled with `mappingData` (a link's, or none). */
  const openPage = async (
    page: { id: string; companyId: string; type: PageType; title: string; style: unknown; live: boolean },
    link: { id: string; encryptedId: string } | null,
    mappingData: Readonly<Record<string, string>>,
  ): Promise<ProspectPageWire | undefined> => {
    if (!page.live) return undefined;
    const companyId = page.companyId;
    const parsed = pageStyleOf(page.type).safeParse({
      ...newPageStyle(page.type),
      ...(page.style as Record<string, unknown>),
    });
    if (!parsed.success) return undefined;
    const style = fillStyle(parsed.data, mappingData);

    let rules: Rule[] = [];
    let questions: Question[] = [];
    if (page.type === 'customized' && !('embed' in style) && style.form) {
      const form = await deps.pages.form(companyId, style.form);
      if (form) {
        questions = form.formjson.questions;
        rules = fillRules(form.mapping, mappingData);
      }
    }
    return draw({
      companyId,
      pageId: page.id,
      type: page.type,
      title: page.title,
      style,
      questions,
      rules,
      link,
    });
  };

  return {
    draw,

    async open(encryptedId: string): Promise<ProspectPageWire | undefined> {
      const found = await deps.pages.resolveLink(encryptedId);
      if (!found) return undefined;
      const { link, page } = found;
      return openPage(
        { ...page, type: page.type as PageType },
        { id: link.id, encryptedId: link.encryptedId },
        link.mappingData,
      );
    },

    /**
     * A live page of the company by its id, unfilled (no link): what its media are, for its gate's
     * grant once a mailed link is clicked (routes/gate.ts; the media a page names do not depend on
     * the prospect).
     */
    async openById(companyId: string, pageId: string): Promise<ProspectPageWire | undefined> {
      const found = await deps.pages.find(companyId, pageId);
      if (!found) return undefined;
      return openPage({ ...found.page, type: found.page.type as PageType }, null, {});
    },
  };
}
