import { type PromptKind, promptOn, saveBeforePublishFlag, updateFlags } from '@showroom/contract';
import { client } from '../../../api/client.ts';
import { readSession, storeFlags } from '../../../session/session.ts';

type Client = Pick<typeof client, 'call'>;

/**
 * Whether the rep's save-before-publish prompt of `kind` is on, read from the stored session's
 * flags (document 1 §3: absent or true is on). An editor page gives it to its prompts child as
 * `promptOn`.
 */
export const promptOnFor = (kind: PromptKind, session = readSession()) =>
  promptOn(session?.flags ?? {}, kind);

/**
 * The editor's `prompts.optOut` (spec 2 §4 "opting out is stored as a setting"): the rep's flags
 * with saveBeforePublishPrompt_<Kind> false go to PUT /web/flag, and the flags the server keeps
 * go back to the session cookie, as the consent popup does, so the prompt stays away after a
 * reload. The other flags are sent as they are (the call replaces the whole config). Resolves
 * whether it was stored; a failure leaves the prompt off for this visit only (the machine has
 * already turned it off), which is all a rep loses, so the page need not say anything.
 */
export async function storePromptOptOut(kind: PromptKind, api: Client = client): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  const config = JSON.stringify({ ...session.flags, [saveBeforePublishFlag(kind)]: false });
  try {
    const reply = await api.call(updateFlags, {
      body: { salesrepId: session.sellerId, companyId: session.companyId, config },
    });
    if (reply.status !== 'success') return false;
    storeFlags(reply.payload.flags);
    return true;
  } catch {
    return false;
  }
}
