import { newLayoutStyle, type PagePreviewDump } from '@showroom/contract';

/**
 * A Q&A page editor's dump (spec 3 §2.10 Preview; issue 13): every §5 text filled, two questions
 * and a rule that plays `demoId` when the first is answered 'Small'. `headline` marks the page.
 */
export function qaPreviewDump(
  pageId: string,
  demoId: string,
  headline = 'Unsaved preview headline',
): PagePreviewDump {
  return {
    pageId,
    type: 'customized',
    title: 'Unsaved page title',
    page_style: {
      ...newLayoutStyle(),
      headline,
      welcomeMessage: 'Welcome <prospect_name>',
      previewMessage: 'Have a look',
      contactInfoMessage: 'Leave your details',
      contactFields: [{ fieldName: 'Work email', type: 'email', required: true }],
      actionMessage: 'Ready to talk?',
      actionButtonLabel: 'Book a call',
      redirectURL: 'https://example.com/book',
    },
    questions: [
      { name: 'Team size', type: 'radiogroup', choices: ['Small', 'Large'] },
      { name: 'Interests', type: 'checkbox', choices: ['Reports', 'Alerts'] },
    ],
    rules: [
      {
        uniqueId: 'rule-1',
        index: 0,
        episode: 'rule',
        extra: [
          { type: 'condition', variable: 'Team size', operation: 'equals', value: ['Small'], logic: '&&' },
        ],
        result: { episode: 'demo', payload: { id: demoId } },
      },
    ],
  };
}
