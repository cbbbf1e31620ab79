import { accountServerMessages } from '@showroom/contract';
import { HttpError } from '../http/errors.ts';
import type { SessionContext } from '../plugins/app/sessions.ts';

/**
 * ARCHITECTURE.md: a companyId in a path or body is never trusted over the session's own. One
 * that differs gets 403 and nothing else: not whether that company exists, not what it holds.
 */
export function assertOwnCompany(session: SessionContext, companyId: string): void {
  if (companyId !== session.companyId) throw new HttpError(403, accountServerMessages.forbidden);
}

/** The same for a rep id the caller names as itself (consent, flags). */
export function assertSelf(session: SessionContext, repId: string, companyId: string): void {
  assertOwnCompany(session, companyId);
  if (repId !== session.repId) throw new HttpError(403, accountServerMessages.forbidden);
}
