import { type ContactBank, contactListLimits, routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { contactLists } from '../db/schema.ts';

const bodyLimit = {
  bytes: contactListLimits.maxBodyBytes,
  reason: 'A 100,000-row contact list is 15 to 35 MB of JSON text (issue 5); 413 above the limit.',
};

const secretEmail = 'secret.contact@owner-only.example';
const secretTitle = 'Owner-only webinar list';
const bank = (): ContactBank => ({
  headers: ['Name', 'Email'],
  bank: [{ Name: 'Owner Contact', Email: secretEmail }],
  showHeaders: true,
  identifiers: { Email: 'email' },
});

/** One list of the owner's company, and how to read it back unchanged. */
const ownersList = async ({ app, db, owner }: MatrixContext) => {
  const { id } = await app.contacts.create(owner.companyId, owner.repId, {
    title: secretTitle,
    bank: bank(),
  });
  return {
    id,
    readBack: () => db.select().from(contactLists).where(eq(contactLists.id, id)),
    secrets: [secretEmail, secretTitle],
  };
};

export default defineMatrix({
  'GET /web/contact/company/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const list = await ownersList(context);
      return {
        params: { companyId: context.owner.companyId },
        readBack: list.readBack,
        secrets: list.secrets,
      };
    },
  },
  'GET /web/contact/{id}': {
    access: 'company',
    arrange: async (context) => {
      const list = await ownersList(context);
      return { params: { id: list.id }, readBack: list.readBack, secrets: list.secrets };
    },
  },
  'POST /web/contact/': {
    access: 'company',
    bodyLimit,
    arrange: async ({ db, owner }) => ({
      body: {
        ...routes['POST /web/contact/'].example?.body,
        companyId: owner.companyId,
        salesRepId: owner.repId,
        name: secretTitle,
        contactBank: JSON.stringify(bank()),
      },
      readBack: () => db.select().from(contactLists).where(eq(contactLists.companyId, owner.companyId)),
      secrets: [secretEmail, secretTitle],
    }),
  },
  'PUT /web/contact/{id}': {
    access: 'company',
    bodyLimit,
    arrange: async (context) => {
      const list = await ownersList(context);
      return {
        params: { id: list.id },
        body: { name: 'Renamed by the call', contactBank: JSON.stringify(bank()) },
        readBack: list.readBack,
        secrets: list.secrets,
      };
    },
  },
  'DELETE /web/contact/{id}': {
    access: 'company',
    arrange: async (context) => {
      const list = await ownersList(context);
      return { params: { id: list.id }, readBack: list.readBack, secrets: list.secrets };
    },
  },
});
