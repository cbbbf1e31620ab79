import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { pageForms } from '../db/schema.ts';
import { ownersDemo } from './recording.matrix.ts';

const secretQuestion = 'Owner-only: which rival are you leaving?';

const formOf = (demoId: string) => ({
  title: 'Questions',
  formjson: JSON.stringify({
    questions: [{ name: secretQuestion, type: 'radiogroup', choices: ['A', 'B'] }],
  }),
  mapping: JSON.stringify([
    {
      uniqueId: 'r1',
      index: 0,
      episode: 'rule',
      extra: [
        { type: 'condition', variable: secretQuestion, operation: 'equals', value: ['A'], logic: '&&' },
      ],
      result: { episode: 'demo', payload: { id: demoId } },
    },
  ]),
});

/** A form of the owner's company (a question and a rule on one of its demos). */
export const ownersForm = async (context: MatrixContext) => {
  const { app, db, owner } = context;
  const demo = await ownersDemo(context);
  const body = formOf(demo.id);
  const id = await app.pageStore.createForm(
    owner.companyId,
    owner.repId,
    body.title,
    JSON.parse(body.formjson),
    JSON.parse(body.mapping),
  );
  return {
    id,
    demoId: demo.id,
    body,
    readBack: () =>
      db.select().from(pageForms).where(eq(pageForms.companyId, owner.companyId)).orderBy(pageForms.id),
    secrets: [secretQuestion, ...demo.secrets],
  };
};

export default defineMatrix({
  'GET /web/form/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const form = await ownersForm(context);
      return {
        params: { companyId: context.owner.companyId },
        readBack: form.readBack,
        secrets: form.secrets,
      };
    },
  },
  'POST /web/form/': {
    access: 'company',
    arrange: async (context) => {
      const form = await ownersForm(context);
      return {
        body: { ...form.body, company_id: context.owner.companyId, salesrep_id: context.owner.repId },
        readBack: form.readBack,
        secrets: form.secrets,
      };
    },
  },
  'PUT /web/form/{formId}': {
    access: 'company',
    arrange: async (context) => {
      const form = await ownersForm(context);
      return {
        params: { formId: form.id },
        body: { ...form.body, title: 'Renamed' },
        readBack: form.readBack,
        secrets: form.secrets,
      };
    },
  },
  'DELETE /web/form/{formId}': {
    access: 'company',
    arrange: async (context) => {
      const form = await ownersForm(context);
      return { params: { formId: form.id }, readBack: form.readBack, secrets: form.secrets };
    },
  },
});
