import {
  type CyoaContent,
  type CyoaStep,
  cyoa as cyoaRecord,
  embedMessages,
  embedServerMessages,
  listCyoas,
} from '@showroom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import {
  caller,
  cyoaOn,
  dates,
  demoOf,
  embedsApp,
  type FormFile,
  fixtureFile,
  keyOf,
} from '../../test/support/widgets.ts';
import { embedMappings } from '../db/schema.ts';

describeDatabases('/web/cyoa', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());

  type Rep = SignedInRep & { demoId: string };
  const rep = async (): Promise<Rep> => {
    const account = await repWithSession(env.app, ctx.db);
    return { ...account, demoId: await demoOf(env.app, account) };
  };
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);

  /** Every kind of step: demo, PDF, question, modal and a rule whose result is a demo. */
  const journey = (demoId: string, other: string): CyoaStep[] => [
    { index: 0, type: 'demo', value: demoId, label: 'Start here' },
    { index: 1, type: 'pdf', pdf: { link: 'https://example.com/guide.pdf', title: 'The guide' } },
    {
      index: 2,
      type: 'question',
      question: 'Which team are you on?',
      choices: ['Sales', 'Support'],
      questionType: 'single',
    },
    {
      index: 3,
      type: 'rule',
      condition: { question: 2, answer: 'Sales' },
      result: { type: 'demo', value: other, label: 'Sales tour' },
    },
    {
      index: 4,
      type: 'modal',
      title: 'Thanks',
      description: 'One more thing',
      showInputBox: false,
      inputPlaceholder: '',
      firstCTA: { show: true, label: 'Next', action: 'next', link: '' },
      secondCTA: { show: false, label: '', action: 'next', link: '' },
    },
  ];
  const create = (who: Rep, content: CyoaContent = cyoaOn(who.demoId), files: FormFile[] = [], ids = who) =>
    call(who, 'POST', '/web/cyoa', {
      fields: {
        cyoaData: JSON.stringify({
          salesrep_id: ids.repId,
          company_id: ids.companyId,
          ...dates,
          cyoa: content,
        }),
      },
      files,
    });
  const made = async (who: Rep, content?: CyoaContent, files: FormFile[] = []) => {
    const response = await create(who, content, files);
    expect(response.statusCode, response.body).toBe(201);
    return cyoaRecord.parse(response.json().payload);
  };
  const update = (who: Rep, id: string, content: CyoaContent, files: FormFile[] = []) =>
    call(who, 'PUT', `/web/cyoa/${id}`, {
      fields: { date_modified: dates.date_modified, cyoa: JSON.stringify(content) },
      files,
    });
  const publish = (who: Rep, id: string) =>
    call(who, 'PUT', `/web/cyoa/${id}/publish`, { json: { live: 1, date_modified: dates.date_modified } });

  it('creates a draft journey with every kind of step, a wrap-up and files, and reads it back', async () => {
    const ada = await rep();
    const other = await demoOf(env.app, ada, 'Sales tour');
    const content = cyoaOn(ada.demoId, {
      data: journey(ada.demoId, other),
      setting: {
        ...cyoaOn('').setting,
        wrapUpScreen: true,
        showCustomThumbnail: true,
        blinkerStyle: 'CUSTOM',
      },
      recommendations: { show: true, list: [other, ada.demoId] },
    });
    const created = await made(ada, content, [
      await fixtureFile('image', 'thumbnail.jpg'),
      await fixtureFile('icon', 'icon-with-script.svg'),
    ]);
    expect(created).toMatchObject({
      name: 'Pick your path',
      live: 0,
      episodes: content.data,
      settings: content.setting,
      recommendations: content.recommendations,
      assignedCategoryID: '',
      assignedProductID: '',
      assignedFeatureID: '',
      salesrep_name: ada.fullName,
      company_id: ada.companyId,
    });
    expect(created.custom_thumbnail.endsWith('.jpg')).toBe(true);
    const icon = (await env.app.storage.get(keyOf(env.mediaUrl, created.custom_blinker)))!.toString('utf8');
    expect(icon).not.toContain('script');
    // GET answers an array of one, with the JSON fields as text on the wire.
    const got = await call(ada, 'GET', `/web/cyoa/id/${created.id}`);
    expect(got.json().payload).toHaveLength(1);
    expect(typeof got.json().payload[0].episodes).toBe('string');
    expect(cyoaRecord.parse(got.json().payload[0])).toEqual(created);
  });

  it("refuses a save the editor would refuse, with spec 2 §5's words", async () => {
    const ada = await rep();
    const cases: [CyoaContent, string][] = [
      [cyoaOn(ada.demoId, { name: ' ' }), embedMessages.addWidgetName],
      [cyoaOn(ada.demoId, { data: [] }), embedMessages.widgetEmpty],
      [
        cyoaOn(ada.demoId, { data: [{ index: 0, type: 'demo', value: '', label: '' }] }),
        embedMessages.incompleteFields,
      ],
      [
        cyoaOn(ada.demoId, { data: [{ index: 0, type: 'pdf', pdf: { link: '', title: 'No link' } }] }),
        embedMessages.incompleteFields,
      ],
      [cyoaOn(ada.demoId, { recommendations: { show: true, list: [''] } }), embedMessages.incompleteFields],
      [
        cyoaOn(ada.demoId, { setting: { ...cyoaOn('').setting, isCta: true, ctaText: '' } }),
        embedMessages.incompleteFields,
      ],
    ];
    for (const [content, message] of cases) {
      const response = await create(ada, content);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const gating = await create(
      ada,
      cyoaOn(ada.demoId, { setting: { ...cyoaOn('').setting, checkTwoFactor: true } }),
    );
    expect(gating.statusCode).toBe(400);
    expect(gating.json().message).toContain(embedServerMessages.gatingCombination);
    // Another company's demo in a step, a rule, the wrap-up or the redirect is not a demo at all.
    const bob = await rep();
    for (const content of [
      cyoaOn(bob.demoId),
      cyoaOn(ada.demoId, { data: journey(ada.demoId, bob.demoId) }),
      cyoaOn(ada.demoId, { recommendations: { show: true, list: [bob.demoId] } }),
      cyoaOn(ada.demoId, { restrict: { ...cyoaOn('').restrict, demo: bob.demoId } }),
    ]) {
      const response = await create(ada, content);
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        embedServerMessages.recordingNotFound,
      ]);
    }
  });

  it('publishes once (409 after), saves while live, and copies as a draft', async () => {
    const ada = await rep();
    const { id } = await made(ada);
    const published = await publish(ada, id);
    expect(published.statusCode).toBe(200);
    expect(published.json().payload.live).toBe(1);
    const again = await publish(ada, id);
    expect([again.statusCode, again.json().message]).toEqual([409, embedServerMessages.alreadyPublished]);

    const saved = await update(ada, id, cyoaOn(ada.demoId, { name: 'Renamed while live' }));
    expect(saved.json().payload).toMatchObject({ name: 'Renamed while live', live: 1 });

    const copy = await call(ada, 'POST', '/web/cyoa/copy', { json: { id } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().payload).toMatchObject({ name: 'Renamed while live - Copy', live: 0 });
    const listed = listCyoas.payload.parse(
      (await call(ada, 'GET', `/web/cyoa/${ada.companyId}`)).json().payload,
    );
    expect(listed.map((item) => [item.name, item.live])).toEqual([
      ['Renamed while live - Copy', false],
      ['Renamed while live', true],
    ]);
    expect(listed[0]!.settings.blinkerStyle).toBe('PLAY');
  });

  it('reads its marketplace mapping into assigned*ID', async () => {
    const ada = await rep();
    const { id } = await made(ada);
    await ctx.db
      .insert(embedMappings)
      .values({ widgetId: id, companyId: ada.companyId, categoryId: 'c1', productId: 'p1', featureId: 'f1' });
    const got = cyoaRecord.parse((await call(ada, 'GET', `/web/cyoa/id/${id}`)).json().payload[0]);
    expect(got).toMatchObject({ assignedCategoryID: 'c1', assignedProductID: 'p1', assignedFeatureID: 'f1' });
  });

  it("answers another company's CYOA like a missing one, and 403 for a foreign id in a body", async () => {
    const ada = await rep();
    const bob = await rep();
    const { id } = await made(ada);
    for (const response of [
      await call(bob, 'GET', `/web/cyoa/id/${id}`),
      await call(bob, 'POST', '/web/cyoa/copy', { json: { id } }),
      await update(bob, id, cyoaOn(bob.demoId)),
      await publish(bob, id),
      await call(bob, 'DELETE', `/web/cyoa/${id}`),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([404, embedServerMessages.notFound]);
    }
    expect((await create(ada, undefined, [], { ...ada, companyId: bob.companyId })).statusCode).toBe(403);
    expect((await call(ada, 'DELETE', `/web/cyoa/${id}`)).statusCode).toBe(200);
    expect((await call(ada, 'GET', `/web/cyoa/id/${id}`)).statusCode).toBe(404);
  });
});
