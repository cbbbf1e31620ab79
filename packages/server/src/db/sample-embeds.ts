import {
  type CyoaContent,
  type EmbedKind,
  newCyoaContent,
  newHeroForm,
  newSneakpeekForm,
  newSoloForm,
} from '@showroom/contract';
import {
  cyoaValues,
  heroValues,
  sneakpeekValues,
  soloValues,
  type WidgetValues,
} from '../plugins/app/widgets.ts';
import type { Db } from './database.ts';
import { widgets } from './schema.ts';

/** The sample CYOA's journey names its steps' indexes: the rule reads the question's answer. */
const questionIndex = 1;

/**
 * Issue 11: a CYOA journey on the sample demos that shows each part of the editor: a demo, a
 * question, a rule that follows the answer 'Mobile' to the portrait demo, and a wrap-up screen
 * recommending both demos.
 */
export const sampleCyoa = (first: string, second: string): CyoaContent => ({
  ...newCyoaContent(),
  name: 'Choose your tour',
  data: [
    { index: 0, type: 'demo', value: first, label: 'Welcome to Showroom' },
    {
      index: questionIndex,
      type: 'question',
      question: 'Where will your prospects watch?',
      choices: ['Desktop', 'Mobile'],
      questionType: 'single',
    },
    {
      index: 2,
      type: 'rule',
      condition: { question: questionIndex, answer: 'Mobile' },
      result: { type: 'demo', value: second, label: 'Mobile walkthrough (portrait)' },
    },
  ],
  setting: { ...newCyoaContent().setting, wrapUpScreen: true },
  recommendations: { show: true, list: [first, second] },
});

/** One published widget of each kind on the sample demos (`demoIds`: the landscape one first). */
export const sampleWidgets = (demoIds: string[]): [EmbedKind, WidgetValues][] => {
  const [first, second = first] = demoIds as [string, string?];
  return [
    [
      'hero',
      heroValues({
        ...newHeroForm(),
        name: 'Sample Hero',
        recording_id: first,
        headline: 'See Showroom in two minutes',
        description: 'A banner beside the demo: a headline, a few words and a link to book a call.',
        action_label: 'Book a call',
        action_link: 'https://acme.example/book',
      }),
    ],
    ['solo', soloValues({ ...newSoloForm(), name: 'Sample Solo', recording_id: first })],
    ['sneakpeek', sneakpeekValues({ ...newSneakpeekForm(), name: 'Sample Sneakpeek', recording_id: second })],
    ['cyoa', cyoaValues(sampleCyoa(first, second))],
  ];
};

/**
 * Issue 11: the embeds list and the four editors are alive on first start. Called in the seed's
 * transaction, after the sample demos exist; without demos (a seed without media) there is
 * nothing for a widget to play, and none is made.
 */
export async function seedSampleEmbeds(db: Db, companyId: string, salesRepId: string, demoIds: string[]) {
  if (demoIds.length === 0) return;
  await db.insert(widgets).values(
    sampleWidgets(demoIds).map(([kind, values]) => ({
      kind,
      companyId,
      salesRepId,
      ...values,
      live: true,
    })),
  );
}
