import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import {
  bulkProblem,
  choiceProblem,
  copyTitle,
  defaultPageTitle,
  defaultPageVerification,
  fillPlaceholders,
  layoutStyle,
  newEmbedStyle,
  newLayoutStyle,
  normalisePlaceholders,
  outboundLinkProblem,
  outboundMappingData,
  pageConstants,
  pageMessages,
  pageSaveProblem,
  prospectLinkAddress,
  prospectLinksHeading,
  publishProblem,
  savedPlaceholders,
  savedQuestions,
  setGateOption,
} from './index.ts';
import { sendMailForm } from './links.ts';

const spec = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../shared/spec/3-demos-pages-analytics.md'),
  'utf8',
);

/**
 * spec 3 §2.6–2.10, §4.4, §5, §6 and §8: every pages and link-generation string, as the spec writes
 * it. Each must be in the spec (so this list cannot drift from it) and be one of the contract's
 * messages, letter for letter.
 */
const specStrings = [
  // §2.7
  'Loading Pages...',
  'N/A',
  'Active',
  'Inactive',
  'Embed',
  'Q&A',
  'Collection',
  'Title',
  'Status',
  'Page Type',
  'Owner',
  'Created On',
  'Action',
  'Share',
  'More',
  'Clone',
  'Delete',
  'Create',
  'Continue',
  'Cancel',
  // §2.8
  'Prospect links for',
  'Unique links for each prospect who receives this page',
  'Prospect Name',
  'Email address',
  'URL',
  'Copy',
  'Copied',
  'Generate Link',
  'Download URLs',
  // §2.9
  'Choose link type',
  'Outbound',
  'Inbound',
  'Seller',
  'Generate URL',
  'Bulk Generate URLs',
  'Copy Link',
  // §2.10
  'Preview',
  'Publish',
  'Published',
  'Save',
  'Layout',
  'Questions',
  'Mapping',
  'Settings',
  'No Demo',
  'Text',
  'Email',
  'Phone Number',
  'Add Rule',
  'Add Condition',
  'Add Condition Group',
  'Ask Question',
  'Play Demo',
  'Show Modal',
  'Show PDF',
  'Next Card',
  'Confirm Publish',
  'Confirm Save',
  'Please enter a choice',
  'This choice already exists',
  // §4.4
  'Page is not published',
  // §5
  'Invalid Email Address',
  'Empty Fields Detected',
  'Please select a contact list',
  'Invalid Identifier Detected',
  'Invalid fields detected and dismissed',
  'Page Title is empty',
  'Please add at least one demo',
  'Mapping not saved due to incomplete fields',
  'Fields Incomplete',
  'Please create Questions & Mapping',
  'Please add a title and description',
  'Please select an embed',
  // §6
  'Upgrade to the Premium plan to edit email settings. You can still ask for email address with default settings in the Basic plan.',
  // §8 Link generation
  'Failed to generate seller link',
  'Failed to generate website link',
  'Generating Link',
  // §8 Pages
  'Error Encountered While Creating Page',
  'Error copying page',
  'Failed to Delete Page',
  "Couldn't connect to database",
  'Failed to delete relationship',
  'Unable to update page',
  'Error Encountered While Updating Page',
  'Create Page and Company Settings Before Publishing!',
  'Error Encountered While Publishing Page',
  "Couldn't retrieve data. Refresh page.",
  'Cannot retrieve data',
  'Error downloading URLs',
  'Page Updated',
];

describe('page and link messages (spec 3 §2.6–2.10, §5, §8)', () => {
  const shown = new Set<string>(Object.values(pageMessages));

  it.each(specStrings)('%s is in the spec and in the contract, letter for letter', (text) => {
    expect(spec).toContain(text);
    expect(shown).toContain(text);
  });

  it('has no message the list above does not check', () => {
    expect([...shown].filter((text) => !specStrings.includes(text))).toEqual([]);
  });

  it("heads the links panel 'Prospect links for <title>'", () => {
    expect(prospectLinksHeading('Welcome')).toBe('Prospect links for Welcome');
  });
});

describe('page constants (spec 3 §9)', () => {
  it('has the spec limits and defaults', () => {
    expect(spec).toContain("Clone title suffix ' - Copy'");
    expect(copyTitle('Welcome')).toBe('Welcome - Copy');
    expect(spec).toContain("Default new page title 'Title - ' plus a timestamp");
    expect(defaultPageTitle(new Date('2026-11-27T10:00:00Z'))).toBe('Title - 2026-11-27 10:00:00');
    expect(spec).toContain(`Default verification prompt title '${defaultPageVerification.title}'`);
    expect(spec).toContain(`description '${defaultPageVerification.description}'`);
    expect(pageConstants).toMatchObject({
      descriptionMaxLength: 400,
      verificationDescriptionMaxLength: 200,
      welcomeDescriptionMaxLength: 400,
      contactInfoMaxLength: 250,
      actionMessageMaxLength: 100,
      formsFetchLimit: 10000,
      embedsFetchLimit: 10000,
      demosFetchLimit: 1000,
      mappingDelayMs: 500,
    });
  });

  it('refuses texts past the §5 limits', () => {
    const at = (field: string, length: number) =>
      layoutStyle.safeParse({ ...newLayoutStyle(), [field]: 'x'.repeat(length) }).success;
    for (const [field, max] of [
      ['welcomeMessage', 400],
      ['contactInfoMessage', 250],
      ['actionMessage', 100],
    ] as const) {
      expect(at(field, max), field).toBe(true);
      expect(at(field, max + 1), field).toBe(false);
    }
    const verification = (length: number) =>
      layoutStyle.safeParse({
        ...newLayoutStyle(),
        verificationContent: { ...defaultPageVerification, description: 'x'.repeat(length) },
      }).success;
    expect(verification(200)).toBe(true);
    expect(verification(201)).toBe(false);
  });
});

describe('page save, preview and publish (spec 3 §5)', () => {
  const complete = {
    ...newLayoutStyle(),
    headline: 'Hi <company>',
    welcomeMessage: 'Welcome',
    previewMessage: 'Preview',
    contactInfoMessage: 'Contact',
    contactFields: [{ fieldName: 'Phone', type: 'tel' as const, required: true }],
    actionMessage: 'Book',
    actionButtonLabel: 'Book a call',
    redirectURL: 'https://example.com',
  };
  it('gives each save message', () => {
    expect(pageSaveProblem(' ', 'customized', newLayoutStyle())).toBe('Page Title is empty');
    expect(pageSaveProblem('A', 'standard', newLayoutStyle())).toBe('Please add at least one demo');
    expect(pageSaveProblem('A', 'customized', newLayoutStyle())).toBeUndefined();
    expect(pageSaveProblem('A', 'embed', newEmbedStyle())).toBe('Please add a title and description');
    expect(pageSaveProblem('A', 'embed', { ...newEmbedStyle(), title: 'T', description: 'D' })).toBe(
      'Please select an embed',
    );
    expect(
      pageSaveProblem('A', 'embed', {
        ...newEmbedStyle(),
        title: 'T',
        description: 'D',
        embed: { id: 'x', type: 'hero' },
      }),
    ).toBeUndefined();
  });
  it('gives each publish message', () => {
    expect(publishProblem('A', 'customized', { ...complete, actionMessage: ' ' })).toBe('Fields Incomplete');
    expect(
      publishProblem('A', 'customized', {
        ...complete,
        contactFields: [{ fieldName: '', type: 'text', required: false }],
      }),
    ).toBe('Fields Incomplete');
    expect(publishProblem('A', 'customized', complete)).toBe('Please create Questions & Mapping');
    expect(publishProblem('A', 'customized', complete, { questions: 2, rules: 0, saved: true })).toBe(
      'Please create Questions & Mapping',
    );
    expect(
      publishProblem('A', 'customized', complete, { questions: 2, rules: 3, saved: true }),
    ).toBeUndefined();
    expect(publishProblem('A', 'standard', complete)).toBe('Please add at least one demo');
  });
  it('keeps two-factor and the domain check together (§4.5)', () => {
    const settings = newLayoutStyle().settings;
    const on = setGateOption(settings, 'checkTwoFactor', true);
    expect(on).toMatchObject({ checkTwoFactor: true, checkDomain: true });
    expect(setGateOption(on, 'checkDomain', false)).toMatchObject({
      checkTwoFactor: false,
      checkDomain: false,
    });
    expect(
      layoutStyle.safeParse({ ...complete, settings: { ...settings, checkTwoFactor: true } }).success,
    ).toBe(false);
  });
  it('saves only named questions with choices, and checks choices', () => {
    expect(
      savedQuestions([
        { name: ' Size ', type: 'radiogroup', choices: ['A', ' ', 'B'] },
        { name: '', type: 'checkbox', choices: ['A'] },
        { name: 'Empty', type: 'checkbox', choices: [' '] },
      ]),
    ).toEqual([{ name: 'Size', type: 'radiogroup', choices: ['A', 'B'] }]);
    expect(choiceProblem(['A', ' '], 1)).toBe('Please enter a choice');
    expect(choiceProblem(['Yes', 'yes '], 1)).toBe('This choice already exists');
    expect(choiceProblem(['Yes', 'No'], 1)).toBeUndefined();
  });
});

describe('placeholders and links (spec 3 §2.8, §5)', () => {
  it('saves angle-bracket tokens without prospect_email, prospect_name or duplicates', () => {
    expect(
      savedPlaceholders(['Hi <prospect_name> at <company>', '<company> and <deal_size>, <prospect_email>']),
    ).toEqual(['company', 'deal_size']);
    expect(normalisePlaceholders(['a', 'prospect_email', 'a', ' b '])).toEqual(['a', 'b']);
    expect(
      fillPlaceholders('Hi <prospect_name> from <company> <x>', { prospect_name: 'Ada', company: '<b>' }),
    ).toBe('Hi Ada from <b>');
  });
  it('renders a placeholder with no value as nothing, never the raw token (issue 29, D.1)', () => {
    // An inbound visitor has no contact row: mappingData holds no value at all.
    expect(fillPlaceholders('Hello <prospect_name>!', {})).toBe('Hello!');
    expect(fillPlaceholders('Hi <prospect_name>, a tour for <company>.', {})).toBe('Hi, a tour for.');
    expect(fillPlaceholders('Made for <company> by us', { company: ' ' })).toBe('Made for by us');
    expect(fillPlaceholders('<company> picked this', {})).toBe(' picked this');
    expect(fillPlaceholders('Hello <prospect_name>!', { prospect_name: 'Ada' })).toBe('Hello Ada!');
  });
  it('checks a single outbound link', () => {
    expect(outboundLinkProblem('not-an-email', {})).toBe('Invalid Email Address');
    expect(outboundLinkProblem('ada@example.com', { company: ' ' })).toBe('Empty Fields Detected');
    expect(outboundLinkProblem('ada@example.com', { company: 'Acme' })).toBeUndefined();
    expect(outboundMappingData('ada@example.com', ' ', {})).toEqual({
      prospect_email: 'ada@example.com',
      prospect_name: 'ada@example.com',
    });
  });
  it('checks a bulk run', () => {
    expect(bulkProblem('', {}, [])).toBe('Please select a contact list');
    expect(bulkProblem('list', { company: 'Company' }, ['Company'])).toBe('Invalid Identifier Detected');
    expect(bulkProblem('list', { company: '{{Region}}' }, ['Company'])).toBe('Invalid Identifier Detected');
    expect(bulkProblem('list', { company: '{{ Company }}' }, ['Company'])).toBeUndefined();
  });
  it('shapes the link {audience host}/{encrypted_id}/login', () => {
    expect(spec).toContain('{audience host}/{encrypted_id}/login');
    expect(prospectLinkAddress('https://audience.example/', 'q3Vt8pZcR1uJxW4yL0mNaA')).toBe(
      'https://audience.example/q3Vt8pZcR1uJxW4yL0mNaA/login',
    );
  });
  it('registers every call of §7.4–7.6 under its spec path', () => {
    for (const key of [
      'GET /web/salesrep/{salesRepId}/relationship',
      'POST /web/relationship',
      'DELETE /web/relationship/{relationshipId}',
      'GET /web/page/{companyId}',
      'GET /web/page/title/{pageId}',
      'POST /web/page/{salesRepId}/{companyId}',
      'POST /web/page/copy',
      'PUT /web/page/title',
      'PUT /web/page/{pageId}/{companyId}',
      'DELETE /web/page/{pageId}',
      'GET /web/page/rule/{salesRepId}/{companyId}',
      'POST /web/page/rule/variable/{salesRepId}/{companyId}',
      'POST /web/page/rule/{salesRepId}/{companyId}',
      'PUT /web/setting/page/style/{pageId}',
      'GET /web/setting/page/{pageId}',
      'GET /web/form/{companyId}',
      'POST /web/form/',
      'PUT /web/form/{formId}',
      'DELETE /web/form/{formId}',
      'POST /web/prospect/session',
      'POST /web/prospect/session/website',
      'POST /web/sendmailform',
      // ours: bulk link generation (§2.9, §5), a run and its progress
      'POST /web/page/{pageId}/links/bulk',
      'GET /web/page/{pageId}/links/bulk/{runId}',
    ])
      expect(Object.keys(routes)).toContain(key);
    expect(routes['POST /web/sendmailform']).toBe(sendMailForm);
  });
});
