import { promises as dns } from 'node:dns';
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

// ---------------------------------------------------------------------------------------------
// Can the domain receive mail? (RFC 5321 §5.1: MX records, else the domain's own A/AAAA)
// ---------------------------------------------------------------------------------------------

/** The part of node:dns the check uses: a test points one at its own DNS server. */
export interface MailResolver {
  resolveMx(hostname: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

/** 'yes': mail servers; 'no': none (no such domain, no records, or a null MX); 'unknown': no answer in time. */
export type MailDomainAnswer = 'yes' | 'no' | 'unknown';

const noSuchData = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

export interface MailDomainCheckOptions {
  resolver?: MailResolver;
  timeoutMs?: number;
  /** How long an answer ('yes' or 'no') is kept; 'unknown' is never kept. */
  ttlMs?: number;
  /** Entries kept at most (the oldest goes first). */
  maxEntries?: number;
  now?: () => number;
}

export function mailDomainCheck(options: MailDomainCheckOptions = {}) {
  const resolver = options.resolver ?? new dns.Resolver({ timeout: 2000, tries: 2 });
  const timeoutMs = options.timeoutMs ?? 3000;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { answer: 'yes' | 'no'; until: number }>();

  /** Answers of a lookup: records, none, or throws when the server did not answer. */
  const records = async <T>(lookup: Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup;
    } catch (error) {
      if (noSuchData.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  };

  async function lookup(domain: string): Promise<'yes' | 'no'> {
    const mx = await records(resolver.resolveMx(domain));
    // RFC 7505: a single MX of '.' says the domain accepts no mail.
    if (mx.length > 0)
      return mx.some((record) => record.exchange !== '' && record.exchange !== '.') ? 'yes' : 'no';
    const [v4, v6] = await Promise.all([
      records(resolver.resolve4(domain)),
      records(resolver.resolve6(domain)),
    ]);
    return v4.length + v6.length > 0 ? 'yes' : 'no';
  }

  return {
    async canReceive(domain: string): Promise<MailDomainAnswer> {
      const key = domain.toLowerCase();
      const cached = cache.get(key);
      if (cached && cached.until > now()) return cached.answer;
      cache.delete(key);
      let timer: NodeJS.Timeout | undefined;
      try {
        const answer = await Promise.race([
          lookup(key),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
          }),
        ]);
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        cache.set(key, { answer, until: now() + ttlMs });
        return answer;
      } catch {
        return 'unknown';
      } finally {
        clearTimeout(timer);
      }
    },
    get size() {
      return cache.size;
    },
  };
}
export type MailDomainCheck = ReturnType<typeof mailDomainCheck>;

// ---------------------------------------------------------------------------------------------
// The company blocklist and the free-mail check
// ---------------------------------------------------------------------------------------------

/** A blocklist entry is a domain or an address (spec 1 §2): the domain it names, lower case. */
const entryDomain = (entry: string) => {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed.includes('/')) return trimmed;
  try {
    return new URL(trimmed).hostname;
  } catch {
    return trimmed;
  }
};

/** The domain, or a domain it is under, is on the list. */
export const isBlockedDomain = (domain: string, blockList: readonly string[]) => {
  const blocked = new Set(blockList.map(entryDomain));
  const labels = domain.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i++) if (blocked.has(labels.slice(i).join('.'))) return true;
  return false;
};

export const isEmailAddress = (email: string) =>
  isEmail(email, { allow_display_name: false, allow_ip_domain: false, require_tld: true });
