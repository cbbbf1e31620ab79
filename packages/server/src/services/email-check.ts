import freeEmailDomains from 'free-email-domains';
import mailchecker from 'mailchecker';
import isEmail from 'validator/lib/isEmail.js';

// ADR 0009 (docs/decisions/0009-free-mail-domains-from-packages.md): maintained lists, not a hand-typed one. free-email-domains lists free
// providers (gmail.com, yahoo.com...); mailchecker lists disposable ones and checks the syntax.
const freeDomains = new Set(freeEmailDomains.map((domain) => domain.toLowerCase()));

/**
 * True when `email` may open an account: valid syntax (validator), a work address (not a free
 * provider) and not a disposable one. Subdomains of a listed domain count as listed.
 */
export function isWorkEmail(email: string): boolean {
  if (!isEmail(email, { allow_display_name: false, allow_ip_domain: false, require_tld: true })) return false;
  if (!mailchecker.isValid(email)) return false;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    if (freeDomains.has(labels.slice(i).join('.'))) return false;
  }
  return true;
}
