import {
  createClient,
  gatePending,
  type ProspectPageData,
  prospectPageData,
  prospectPageElementId,
  sendMailForm,
  submitPageGate,
} from '@showroom/contract';
import type { GatePendingReply, GateReply, SendMailReply } from '@showroom/machines';

/** What the page sends: its gate (audience host) and the contact fields (product server). */
export interface PageClient {
  submitGate(email: string, visitor: string): Promise<GateReply>;
  /** Whether the two-factor link mailed for `pending` was clicked (GET /gate/pending/{pending}). */
  pending(pending: string): Promise<GatePendingReply>;
  sendMail(body: { name: string; email: string; message: string; form_id: string }): Promise<SendMailReply>;
}

/**
 * The real calls: the gate to the audience host (POST /gate/page/{link}), the contact fields to
 * the product server (POST /web/sendmailform, public: the link's id names the page and the rep).
 * A rep's preview (`record` false) sends nothing and lets the rep through.
 */
export function pageClient(data: ProspectPageData): PageClient {
  const link = data.link;
  if (!data.record || link === null) {
    return {
      submitGate: async () => ({ status: 'success', payload: { outcome: 'allowed' }, httpStatus: 200 }),
      pending: async () => ({ status: 'success', payload: { confirmed: true }, httpStatus: 200 }),
      sendMail: async () => ({ status: 'success', payload: null, httpStatus: 200 }),
    };
  }
  const audience = createClient({ baseUrl: data.audienceUrl.replace(/\/$/, '') });
  // Another origin: the body goes as text/plain, a simple request the product server answers
  // without a preflight (routes/sendmailform.ts).
  const api = createClient({ baseUrl: data.apiUrl.replace(/\/$/, ''), jsonAsText: true });
  return {
    submitGate: (email, visitor) =>
      audience.call(submitPageGate, {
        params: { link },
        body: { email, visitor },
      }) as Promise<GateReply>,
    pending: (pending) => audience.call(gatePending, { params: { pending } }),
    sendMail: (body) => api.call(sendMailForm, { body: { ...body, link } }),
  };
}

/** Page data as the audience host writes it, parsed with the contract; null when it does not read. */
export function pageDataOf(wire: unknown): ProspectPageData | null {
  const parsed = prospectPageData.safeParse(wire);
  return parsed.success ? parsed.data : null;
}

/** The page data the audience host wrote into the page, parsed with the contract; null when missing or not readable. */
export function readPageData(doc: Document): ProspectPageData | null {
  const text = doc.getElementById(prospectPageElementId)?.textContent;
  if (!text) return null;
  try {
    return pageDataOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A contact form's values as sendmailform takes them: the name and e-mail fields, and every field as a line. */
export function mailOf(
  fields: readonly { fieldName: string; type: string }[],
  values: Readonly<Record<string, string>>,
  formId: string,
) {
  const value = (name: string) => (values[name] ?? '').trim();
  const email = fields.find((field) => field.type === 'email' && value(field.fieldName) !== '');
  const name = fields.find((field) => field.type === 'text' && /name/i.test(field.fieldName));
  return {
    name: name ? value(name.fieldName) : '',
    email: email ? value(email.fieldName) : '',
    message: fields.map((field) => `${field.fieldName}: ${value(field.fieldName)}`).join('\n'),
    form_id: formId,
  };
}

/** Only an http(s) address is a link a prospect is sent to (a rep's text could be anything). */
export const safeHref = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};
