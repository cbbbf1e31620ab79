import {
  type EmbedStyle,
  type FormJson,
  type LayoutStyle,
  newEmbedStyle,
  newLayoutStyle,
  type PageStyle,
  type PageType,
  publishProblem,
  type Rule,
  savedPlaceholders,
  styleTexts,
} from '@showroom/contract';
import { and, asc, eq } from 'drizzle-orm';
import { pagesRepository } from '../plugins/app/pages.ts';
import type { Db } from './database.ts';
import { videos, widgets } from './schema.ts';

/** The sample Q&A page's two questions (spec 3 §3 Question data). */
export const sampleQuestions: FormJson = {
  questions: [
    { name: 'Where will your prospects watch?', type: 'radiogroup', choices: ['Desktop', 'Mobile'] },
    {
      name: 'What do you want to see?',
      type: 'checkbox',
      choices: ['Hotspots', 'Click regions', 'Analytics'],
    },
  ],
};

/**
 * Three mapping rules on the sample demos (`first` landscape, `second` portrait): Desktop plays the
 * landscape demo, Mobile the portrait one, and a wish for analytics or click regions on desktop
 * plays the portrait one too (an And over an Or group).
 */
export const sampleRules = (first: string, second: string): Rule[] => {
  const [where, what] = sampleQuestions.questions.map((question) => question.name) as [string, string];
  const demo = (id: string) => ({ episode: 'demo' as const, payload: { id } });
  return [
    {
      uniqueId: 'sample-rule-desktop',
      index: 0,
      episode: 'rule',
      extra: [{ type: 'condition', variable: where, operation: 'equals', value: ['Desktop'], logic: '&&' }],
      result: demo(first),
    },
    {
      uniqueId: 'sample-rule-mobile',
      index: 1,
      episode: 'rule',
      extra: [{ type: 'condition', variable: where, operation: 'equals', value: ['Mobile'], logic: '&&' }],
      result: demo(second),
    },
    {
      uniqueId: 'sample-rule-depth',
      index: 2,
      episode: 'rule',
      extra: [
        { type: 'condition', variable: where, operation: 'equals', value: ['Desktop'], logic: '&&' },
        {
          type: 'group',
          logic: '&&',
          conditions: [
            { type: 'condition', variable: what, operation: 'includes', value: ['Analytics'], logic: '&&' },
            {
              type: 'condition',
              variable: what,
              operation: 'includes',
              value: ['Click regions'],
              logic: '||',
            },
          ],
        },
      ],
      result: demo(second),
    },
  ];
};

/** The texts every sample layout shares (§5 Preview and publish: all seven non-empty). */
const layoutTexts = (
  headline: string,
): Omit<LayoutStyle, 'form' | 'standardPreviewVideos' | 'welcomePreview'> => ({
  ...newLayoutStyle(),
  headline,
  welcomeMessage: 'Hello <prospect_name>, here is a short tour picked for <company>.',
  previewMessage: 'Watch the demos below at your own pace.',
  contactInfoMessage: 'Leave your details and we will get back to you within a day.',
  contactFields: [
    { fieldName: 'Name', type: 'text', required: true },
    { fieldName: 'Email', type: 'email', required: true },
    { fieldName: 'Phone', type: 'tel', required: false },
  ],
  actionMessage: 'Ready to see it on your own content?',
  actionButtonLabel: 'Book a call',
  redirectURL: 'https://acme.example/book',
});

/** One sample prospect per page (the link each page's list shows). */
export const samplePageProspects: Record<PageType, { name: string; email: string }> = {
  customized: { name: 'Grace Hopper', email: 'grace@cobol.example' },
  standard: { name: 'Ada Lovelace', email: 'ada@engine.example' },
  embed: { name: 'Alan Turing', email: 'alan@bletchley.example' },
};

/**
 * Issue 13: one published page of each type on the sample demos and embeds, each with one prospect
 * link, made through the pages repository as the calls make them (a Q&A page's form, the style,
 * the publish, the link issued and then bound). Called in the seed's transaction after the
 * sample embeds; without demos there is nothing for a page to play, and none is made.
 */
export async function seedSamplePages(
  db: Db,
  companyId: string,
  salesRepId: string,
  demoIds: string[],
  /** Issue 29 D.4: the sample video (spec 3 §3 Video), which the Collection shows beside the demos. */
  video?: { title: string; description: string; url: string },
) {
  if (demoIds.length === 0) return [];
  const [first, second = first] = demoIds as [string, string?];
  const [sampleVideoRow] = video
    ? await db
        .insert(videos)
        .values({ companyId, salesRepId, ...video })
        .returning({ id: videos.id, title: videos.title })
    : [];
  const [hero] = await db
    .select({ id: widgets.id })
    .from(widgets)
    .where(and(eq(widgets.companyId, companyId), eq(widgets.kind, 'hero'), eq(widgets.live, true)))
    .orderBy(asc(widgets.createdAt))
    .limit(1);
  // The address is not stored: the repository makes it when it answers a link.
  const store = pagesRepository(db, '');

  const formId = await store.createForm(
    companyId,
    salesRepId,
    'Sample questions',
    sampleQuestions,
    sampleRules(first, second),
  );
  const samples: [PageType, string, PageStyle][] = [
    [
      'customized',
      'Sample Q&A page',
      {
        ...layoutTexts('Find the tour that fits <company>'),
        welcomePreview: { id: first, type: 'demo' },
        form: formId,
        standardPreviewVideos: [],
      },
    ],
    [
      'standard',
      'Sample Collection page',
      {
        ...layoutTexts('Every Showroom tour in one place'),
        welcomePreview: { id: '', type: '' },
        form: '',
        standardPreviewVideos: [
          { key: 'sample-video-0', value: first, label: 'Welcome to Showroom', type: 'demo' },
          { key: 'sample-video-1', value: second, label: 'Mobile walkthrough (portrait)', type: 'demo' },
          ...(sampleVideoRow
            ? [
                {
                  key: 'sample-video-2',
                  value: sampleVideoRow.id,
                  label: sampleVideoRow.title,
                  type: 'video' as const,
                },
              ]
            : []),
        ],
      },
    ],
  ];
  if (hero)
    samples.push([
      'embed',
      'Sample Embed page',
      {
        ...newEmbedStyle(),
        embed: { id: hero.id, type: 'hero' },
        title: 'See Showroom in two minutes',
        description: 'A Hero embed with its demo, a few words and a link to book a call.',
      } satisfies EmbedStyle,
    ]);

  const made: { pageId: string; type: PageType; relationshipId: string; encryptedId: string }[] = [];
  for (const [type, title, style] of samples) {
    const problem = publishProblem(title, type, style, {
      questions: sampleQuestions.questions.length,
      rules: 3,
      saved: true,
    });
    if (problem) throw new Error(`the sample ${type} page cannot be published: ${problem}`);
    const page = await store.create(companyId, salesRepId, title, type);
    await store.setStyle(companyId, page.id, style, savedPlaceholders(styleTexts(style)));
    await store.setLive(companyId, page.id, true);
    const prospect = samplePageProspects[type];
    const session = await store.issue(companyId, salesRepId, page.id, prospect.email, prospect.name, {
      prospect_email: prospect.email,
      prospect_name: prospect.name,
      company: 'Cobol Navy',
    });
    const bound = await store.bind(companyId, salesRepId, {
      pageId: page.id,
      prospectId: session.id,
      encryptedId: session.token,
      engaged: true,
    });
    if (!bound) throw new Error(`the sample ${type} page's link could not be bound`);
    made.push({ pageId: page.id, type, relationshipId: bound.relationship.id, encryptedId: session.token });
  }
  return made;
}
