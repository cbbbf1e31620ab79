import { routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { accountDemos } from '../db/schema.ts';

const secretName = 'Owner-only Prospect';
const secretEmail = 'owner-only-prospect@prospect.example';

const ownersDemo = async ({ app, db, owner }: MatrixContext) => {
  const demo = await app.accountDemos.create(owner.companyId, {
    name: secretName,
    title: 'CTO',
    email: secretEmail,
    company: 'Prospect Co',
    demoEmail: 'demo@owner.example',
    demoPassword: 'owner-demo-password',
    salesRepId: owner.repId,
  });
  return {
    demo,
    readBack: () => db.select().from(accountDemos).where(eq(accountDemos.companyId, owner.companyId)),
    secrets: [secretName, secretEmail, 'owner-demo-password'],
  };
};

export default defineMatrix({
  'GET /web/demo/{salesRepId}': {
    access: 'company',
    arrange: async (context) => {
      const { readBack, secrets } = await ownersDemo(context);
      return {
        params: { salesRepId: context.owner.repId },
        query: { limit: '10', pageNo: '' },
        readBack,
        secrets,
      };
    },
  },
  'GET /web/demo/account/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const { readBack, secrets } = await ownersDemo(context);
      return { params: { companyId: context.owner.companyId }, readBack, secrets };
    },
  },
  'POST /web/demo': {
    access: 'company',
    arrange: async (context) => {
      const { readBack, secrets } = await ownersDemo(context);
      return {
        body: {
          ...routes['POST /web/demo'].example?.body,
          salesRepId: context.owner.repId,
          companyId: context.owner.companyId,
        },
        readBack,
        secrets,
      };
    },
  },
  'DELETE /web/demo/{encryptedId}': {
    access: 'company',
    arrange: async (context) => {
      const { demo, readBack, secrets } = await ownersDemo(context);
      return { params: { encryptedId: demo.encryptedId }, readBack, secrets };
    },
  },
});
