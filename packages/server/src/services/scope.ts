import { accountServerMessages } from '@showroom/contract';
import type { SessionContext } from '../plugins/app/sessions.ts';
import { forbidden } from './errors.ts';

/**
 * The one check of a companyId that a path or body names (ADR 0013 (docs/decisions/0013-reply-envelope-and-http-status.md)): it is never
 * trusted over the session's own. One that differs gets 403 and nothing else: not whether that
 * company exists, not what it holds. Returns the session's companyId, the one queries use.
 */
export function ownCompany(session: SessionContext, companyId: string): string {
  if (companyId !== session.companyId) throw forbidden(accountServerMessages.forbidden);
  return session.companyId;
}

/** The same for a rep id the caller names as itself with its company (consent, flags, contacts). */
export function assertSelf(session: SessionContext, repId: string, companyId: string): void {
  ownCompany(session, companyId);
  if (repId !== session.repId) throw forbidden(accountServerMessages.forbidden);
}
