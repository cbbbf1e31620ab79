import * as z from 'zod/mini';
import { pageConstants as c } from './constants.ts';
import { formJson } from './form.ts';
import { mappingRules } from './rules.ts';
import { embedStyle, layoutStyle, type PageStyle, type PageType } from './style.ts';

/**
 * spec 3 §2.10 Preview, §3 Preview dump: a page editor's unsaved page (issue 13). Ours: the saved
 * page's id (the server checks it is the company's and of this type), its type, title and
 * page_style as the editor holds them, and for a Q&A page the questions and mapping rules. The
 * audience host draws it at {audience host}/{token}/preview/{pageId}/{companyId}/demo.
 */
const title = z.string().check(z.maxLength(c.titleMaxLength));
export const pagePreviewDump = z.discriminatedUnion('type', [
  z.object({
    pageId: z.uuid(),
    type: z.literal('customized'),
    title,
    page_style: layoutStyle,
    questions: formJson.shape.questions,
    rules: mappingRules,
  }),
  z.object({ pageId: z.uuid(), type: z.literal('standard'), title, page_style: layoutStyle }),
  z.object({ pageId: z.uuid(), type: z.literal('embed'), title, page_style: embedStyle }),
]);
export type PagePreviewDump = z.infer<typeof pagePreviewDump>;

/** The dump of a page as the editor holds it: a Q&A page carries its questions and rules, the others their style alone. */
export function pagePreviewDumpOf(page: {
  id: string;
  type: PageType;
  title: string;
  style: PageStyle;
  questions: z.infer<typeof formJson>['questions'];
  rules: z.infer<typeof mappingRules>;
}): PagePreviewDump {
  const base = { pageId: page.id, title: page.title };
  if ('embed' in page.style) return { ...base, type: 'embed', page_style: page.style };
  if (page.type === 'standard') return { ...base, type: 'standard', page_style: page.style };
  return {
    ...base,
    type: 'customized',
    page_style: page.style,
    questions: page.questions,
    rules: page.rules,
  };
}

/** §2.10 the preview's address: {audience host}/{token}/preview/{pageId}/{companyId}/demo. */
export const pagePreviewAddress = (
  audienceUrl: string,
  params: { token: string; pageId: string; companyId: string },
) =>
  [audienceUrl.replace(/\/$/, ''), params.token, 'preview', params.pageId, params.companyId, 'demo']
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
