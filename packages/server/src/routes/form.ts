import {
  type FormJson,
  formJson,
  mappingRules,
  mappingSaveProblem,
  pageServerMessages,
  parseJsonText,
  type Rule,
  ruleWithText,
  savedQuestions,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { HttpError, messageForStatus } from '../http/errors.ts';
import { defaultLargeBodyOptions, offloadLargeJsonBodies } from '../http/large-bodies.ts';
import { isDomainError } from '../services/errors.ts';
import { assertSelf, ownCompany } from '../services/scope.ts';

const formNotFound = () => new HttpError(404, pageServerMessages.formNotFound);

/**
 * spec 3 §7.6 Forms: a Q&A page's questions and mapping, within the caller's company. §5: only
 * questions with a name and a choice are kept; every rule must be complete with a demo result
 * ('Mapping not saved due to incomplete fields'), and every demo must be the company's own.
 */
export default async function formRoutes(app: FastifyInstance) {
  // A mapping of many rules is a large JSON text: past 64 KB it is parsed and checked in a worker,
  // so a crafted body never holds up the event loop.
  offloadLargeJsonBodies(app, {
    ...defaultLargeBodyOptions,
    thresholdBytes: 64 * 1024,
    tooManyMessage: messageForStatus(429),
  });
  const store = app.pageStore;
  const checked = async (companyId: string, body: { formjson: string; mapping: string }) => {
    const questions = savedQuestions(parseJsonText(formJson, body.formjson).questions);
    const rules = parseJsonText(mappingRules, body.mapping) as Rule[];
    const problem = mappingSaveProblem(
      rules,
      questions.map((question) => question.name),
    );
    if (problem) throw new HttpError(400, problem);
    const demos = rules.flatMap((rule) => (rule.result.episode === 'demo' ? [rule.result.payload.id] : []));
    if (!(await store.ownsAll(companyId, { demos, videos: [], embeds: [] })))
      throw new HttpError(404, 'Not found');
    return { formjson: { questions } satisfies FormJson, mapping: rules.map(ruleWithText) };
  };

  /**
   * spec 3 §7.5 page/rule and §7.7 /mapping, derived from the form the rep saved (issue 29, D.7):
   * the console saves a Q&A page's questions and rules once, with the form, and every read agrees.
   * GET /mapping/{formId} answers the form's questions and rules (formjson), GET page/rule the
   * rep's library: the questions' names as its variables, and the rules of the form saved last,
   * each with its §3 `variables` and `condition` text.
   */
  const derive = async (
    session: { companyId: string; repId: string },
    formId: string,
    form: { formjson: FormJson; mapping: Rule[] },
  ) => {
    const formjson = { ...form.formjson, mapping: form.mapping };
    try {
      await app.mappings.update(session.companyId, formId, formjson);
    } catch (error) {
      if (!isDomainError(error) || error.kind !== 'not-found') throw error;
      await app.mappings.create(session.companyId, formId, formjson);
    }
    await store.saveRuleLibrary(session.companyId, session.repId, {
      variables: form.formjson.questions.map((question) => question.name),
      rules: form.mapping,
    });
  };

  contractRoute(app, 'GET /web/form/{companyId}', ({ params, session }) =>
    store.forms(ownCompany(session, params.companyId)),
  );

  contractRoute(app, 'POST /web/form/', async ({ body, session }, _request, reply) => {
    assertSelf(session, body.salesrep_id, body.company_id);
    const form = await checked(session.companyId, body);
    const id = await store.createForm(
      session.companyId,
      session.repId,
      body.title,
      form.formjson,
      form.mapping,
    );
    await derive(session, id, form);
    reply.code(201);
    return id;
  });

  contractRoute(app, 'PUT /web/form/{formId}', async ({ params, body, session }) => {
    if (!(await store.form(session.companyId, params.formId))) throw formNotFound();
    const form = await checked(session.companyId, body);
    if (!(await store.updateForm(session.companyId, params.formId, body.title, form.formjson, form.mapping)))
      throw formNotFound();
    await derive(session, params.formId, form);
    return null;
  });

  contractRoute(app, 'DELETE /web/form/{formId}', async ({ params, session }) => {
    if (!(await store.removeForm(session.companyId, params.formId))) throw formNotFound();
    // Its mapping goes with it (D.7); none there is no error.
    await app.mappings.remove(session.companyId, params.formId).catch(() => null);
    return null;
  });
}
