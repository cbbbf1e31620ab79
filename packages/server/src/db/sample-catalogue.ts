import type { Catalogue } from '@showroom/contract';
import type { Db } from './database.ts';
import { marketplaceCatalogues } from './schema.ts';

const feature = (id: string, name: string, text: string, notSupported = false) => ({
  id,
  name,
  text,
  notSupported,
});

/**
 * The sample company's marketplace catalogue (spec 2 §7; the spec does not say where one comes
 * from): three categories of a software marketplace, a few products each, and two features the
 * marketplace does not support, so 'Mapping not allowed' can be seen on first start. The ids of
 * the contract's examples (crm, crm-pipeline, crm-pipeline-forecast) are in it.
 */
export const sampleCatalogue = (): Catalogue => ({
  categories: [
    {
      id: 'crm',
      name: 'CRM',
      products: [
        {
          id: 'crm-pipeline',
          name: 'Sales Pipeline',
          features: [
            feature(
              'crm-pipeline-forecast',
              'Revenue forecast',
              'See the quarter’s forecast roll up from every open deal.',
            ),
            feature(
              'crm-pipeline-stages',
              'Deal stages',
              'Drag deals between stages and watch the totals follow.',
            ),
            feature(
              'crm-pipeline-ai-scoring',
              'AI deal scoring',
              'Scores each deal by its chance to close. Not offered on the marketplace yet.',
              true,
            ),
          ],
        },
        {
          id: 'crm-contacts',
          name: 'Contact Management',
          features: [
            feature(
              'crm-contacts-timeline',
              'Activity timeline',
              'Every e-mail, call and meeting with a contact in one place.',
            ),
            feature(
              'crm-contacts-dedupe',
              'Duplicate merge',
              'Finds duplicate contacts and merges them in one click.',
            ),
          ],
        },
        {
          id: 'crm-reporting',
          name: 'Sales Reporting',
          features: [
            feature(
              'crm-reporting-dashboards',
              'Dashboards',
              'Build a dashboard of the numbers your team lives by.',
            ),
            feature(
              'crm-reporting-exports',
              'Scheduled exports',
              'Send a report to a spreadsheet every Monday morning.',
            ),
          ],
        },
      ],
    },
    {
      id: 'marketing',
      name: 'Marketing Automation',
      products: [
        {
          id: 'marketing-email',
          name: 'Email Campaigns',
          features: [
            feature(
              'marketing-email-builder',
              'Drag-and-drop builder',
              'Design a campaign from blocks, no code needed.',
            ),
            feature(
              'marketing-email-ab',
              'A/B testing',
              'Send two subject lines and let the better one win.',
            ),
          ],
        },
        {
          id: 'marketing-landing',
          name: 'Landing Pages',
          features: [
            feature(
              'marketing-landing-templates',
              'Page templates',
              'Start from a template made for conversions.',
            ),
            feature(
              'marketing-landing-forms',
              'Smart forms',
              'Forms that skip what you already know about a visitor.',
            ),
          ],
        },
        {
          id: 'marketing-scoring',
          name: 'Lead Scoring',
          features: [
            feature(
              'marketing-scoring-rules',
              'Scoring rules',
              'Points for every visit, click and download.',
            ),
            feature(
              'marketing-scoring-predictive',
              'Predictive scoring',
              'Machine-learned scores from past wins. Not offered on the marketplace yet.',
              true,
            ),
          ],
        },
      ],
    },
    {
      id: 'support',
      name: 'Customer Support',
      products: [
        {
          id: 'support-helpdesk',
          name: 'Help Desk',
          features: [
            feature(
              'support-helpdesk-inbox',
              'Shared inbox',
              'Every customer question in one queue the whole team sees.',
            ),
            feature(
              'support-helpdesk-sla',
              'SLA timers',
              'Know which ticket needs an answer before it is late.',
            ),
          ],
        },
        {
          id: 'support-chat',
          name: 'Live Chat',
          features: [
            feature('support-chat-widget', 'Chat widget', 'Talk to visitors on your site while they browse.'),
            feature('support-chat-bots', 'Chat bots', 'Answer the common questions at any hour.'),
          ],
        },
      ],
    },
  ],
});

/**
 * Gives the company the sample catalogue unless it already has one: a catalogue the company
 * uploaded is never overwritten by a later start.
 */
export async function seedSampleCatalogue(db: Db, companyId: string): Promise<void> {
  await db
    .insert(marketplaceCatalogues)
    .values({ companyId, catalogue: sampleCatalogue() })
    .onConflictDoNothing();
}
