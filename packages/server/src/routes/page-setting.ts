import {
  bulkGenerateFlag,
  type EmbedStyle,
  type LayoutStyle,
  normalisePlaceholders,
  type PageStyle,
  type PageType,
  pageSaveProblem,
  pageServerMessages,
  pageStyleOf,
  parseJsonText,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError } from '../http/errors.ts';
import { checkPlan, pageAsk } from '../services/plan-guard.ts';
import { pageNotFound } from './page.ts';

const placeholderList = z.array(z.string());

/** The demos, videos and embeds a page names: each must be the company's own. */
const namedIds = (type: PageType, style: PageStyle) => {
  const ids = { demos: [] as string[], videos: [] as string[], embeds: [] as string[] };
  if (type === 'embed') {
    const embed = (style as EmbedStyle).embed;
    if (embed.id) ids.embeds.push(embed.id);
    return ids;
  }
  const layout = style as LayoutStyle;
  const add = (kind: string, id: string) => {
    if (!id) return;
    (kind === 'video' ? ids.videos : ids.demos).push(id);
  };
  add(layout.welcomePreview.type, layout.welcomePreview.id);
  for (const video of layout.standardPreviewVideos) add(video.type, video.value);
  const redirectDemo = layout.restrictedRedirect?.demo;
  if (redirectDemo) ids.demos.push(redirectDemo);
  return ids;
};

/**
 * spec 3 §7.5 page style and §7.11 page settings. The style is checked against the page's type,
 * its §5 save rule and the company's own records (a page never shows another company's demo).
 */
export default async function pageSettingRoutes(app: FastifyInstance) {
  const store = app.pageStore;

  contractRoute(app, 'PUT /web/setting/page/style/{pageId}', async ({ params, body, session }) => {
    if (body.pageId !== params.pageId) throw new HttpError(400, 'pageId must name the page in the address');
    const found = await store.find(session.companyId, params.pageId);
    if (!found) throw pageNotFound();
    const type = found.page.type as PageType;
    // The contract's jsonText already refused text that is not JSON (a 400, before this handler);
    // what the style must hold depends on the page's type, so it is checked here, with its message.
    const parsed = pageStyleOf(type).safeParse(JSON.parse(body.style));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, `${issue?.path.join('.') || 'style'}: ${issue?.message ?? 'Invalid style'}`);
    }
    // The thumbnail is the upload's (POST page/thumbnail, issue 29 D.6), never the console's word.
    const stored = found.page.style as Partial<PageStyle>;
    const style = {
      ...parsed.data,
      show_custom_thumbnail: stored.show_custom_thumbnail,
      custom_thumbnail: stored.custom_thumbnail,
    } as PageStyle;
    if (style.show_custom_thumbnail === undefined) delete style.show_custom_thumbnail;
    if (style.custom_thumbnail === undefined) delete style.custom_thumbnail;
    const problem = pageSaveProblem(found.page.title, type, style);
    if (problem) throw new HttpError(400, problem);
    if (!(await store.ownsAll(session.companyId, namedIds(type, style)))) throw pageNotFound();
    // The page's gate as the company's plan allows it (issue 29): what the page had stays allowed.
    await checkPlan(
      app.companySettings,
      session.companyId,
      pageAsk(style),
      pageAsk(found.page.style as Partial<PageStyle>),
    );
    if (type !== 'embed') {
      const formId = (style as LayoutStyle).form;
      if (formId && !(await store.form(session.companyId, formId)))
        throw new HttpError(404, pageServerMessages.formNotFound);
    }
    const placeholders = normalisePlaceholders(parseJsonText(placeholderList, body.placeholders));
    if (!(await store.setStyle(session.companyId, params.pageId, style, placeholders))) throw pageNotFound();
    return null;
  });

  contractRoute(app, 'GET /web/setting/page/{pageId}', async ({ params, session }) => {
    const found = await store.find(session.companyId, params.pageId);
    if (!found) throw pageNotFound();
    const { page } = found;
    const style = page.style as Partial<LayoutStyle>;
    const permissions = (await app.companySettings.permissions(session.companyId)).permissions;
    return {
      pageId: page.id,
      type: page.type,
      live: page.live ? 1 : 0,
      settings: style.settings!,
      verificationContent: style.verificationContent!,
      ...(style.restrictedRedirect ? { restrictedRedirect: style.restrictedRedirect } : {}),
      bulkGenerate: permissions[bulkGenerateFlag] === true,
    };
  });
}
