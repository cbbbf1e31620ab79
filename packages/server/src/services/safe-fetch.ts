import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetching an address a user typed (a logo by URL, later a linked video) from inside our network
 * is server-side request forgery waiting to happen: `http://169.254.169.254/` reads the cloud's
 * credentials, `http://127.0.0.1:5432` probes our own services. Issue 15.8: this fetcher reaches
 * public addresses only, checks every hop of a redirect again, resolves the name itself and
 * connects to the very address it checked (so a name cannot resolve to a public address for the
 * check and to a private one for the connection), and bounds the size and the time.
 */

/** Whether the fetcher may connect to `address` (an IPv4 or IPv6 literal, as resolved). */
export type AddressPolicy = (address: string) => boolean;

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata, 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  // A BlockList's IPv4 rules also match the IPv4-mapped IPv6 form (::ffff:127.0.0.1).
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo (tunnels to an embedded IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['3fff::', 20], // documentation
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}
// Of IPv6, only global unicast (2000::/3) is public: this leaves out ::1, ::, fc00::/7 (unique
// local, AWS's fd00:ec2::254), fe80::/10, multicast, NAT64 64:ff9b::/96 and the IPv4-compatible ::/96.
const globalUnicast6 = new BlockList();
globalUnicast6.addSubnet('2000::', 3, 'ipv6');
const mapped6 = new BlockList();
mapped6.addSubnet('::ffff:0:0', 96, 'ipv6');

/** The default policy: public unicast addresses, IPv4 and IPv6 (mapped forms judged as IPv4). */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  if (notPublic.check(address, 'ipv6')) return false;
  return mapped6.check(address, 'ipv6') || globalUnicast6.check(address, 'ipv6');
};

/**
 * publicAddressesOnly, plus the literal addresses of `admitted`: tests pass
 * config.outboundTestAddresses (127.0.0.1 for their own server); a running server passes none.
 */
export const policyAdmitting = (admitted: readonly string[]): AddressPolicy => {
  if (admitted.length === 0) return publicAddressesOnly;
  const allowed = new Set(admitted);
  return (address) => allowed.has(address) || publicAddressesOnly(address);
};

export type SafeFetchFailure =
  | 'address' // not http(s), credentials in it, or a target the policy refuses
  | 'redirects' // too many, or one without a Location
  | 'status' // a final answer other than 200
  | 'size' // more than maxBytes
  | 'timeout'
  | 'network'; // no such host, connection refused or reset, TLS failure

export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  readonly reason: SafeFetchFailure;
  constructor(reason: SafeFetchFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface SafeFetchOptions {
  /** Largest body accepted, in bytes (a longer one is cut off and refused). */
  maxBytes: number;
  /** For the whole fetch: every lookup, connection, redirect and the body. */
  timeoutMs: number;
  /** Default 3. */
  maxRedirects?: number;
  /** Default publicAddressesOnly. Tests pass one that also admits their loopback server. */
  addressPolicy?: AddressPolicy;
  /** The Accept header. */
  accept?: string;
  /** Ends the fetch early (a job's worker stopping); reported as 'timeout'. */
  signal?: AbortSignal;
}

export interface SafeFetchResult {
  bytes: Buffer;
  /** The address that answered, after redirects. */
  url: string;
  contentType: string | undefined;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** GET `address` within the options' limits; throws SafeFetchError on anything else. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  return fetching(address, options, async (response, url) => {
    const bytes = await readCapped(response, options.maxBytes);
    const contentType = response.headers['content-type'];
    return { bytes, url: url.href, contentType };
  });
}

/**
 * GET `address` as safeFetch does, but hands the body to `write` as a stream instead of holding
 * it (a linked video may be gigabytes): `write` stores it and answers the bytes it took. The
 * size limit is checked on the declared length first, then counted as the bytes pass (a write
 * that goes over must throw; `isOverLimit` tells this fetcher that it did, so the caller gets a
 * 'size' failure). The time limit covers the body too: the stream is aborted at the deadline.
 */
export async function safeDownload(
  address: string,
  options: SafeFetchOptions & { isOverLimit?: (error: unknown) => boolean },
  write: (body: AsyncIterable<Uint8Array>) => Promise<number>,
): Promise<{ bytes: number; url: string; contentType: string | undefined }> {
  return fetching(address, options, async (response, url) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw new SafeFetchError('size', 'The file is too large');
    }
    try {
      const bytes = await write(response);
      return { bytes, url: url.href, contentType: response.headers['content-type'] };
    } catch (error) {
      response.destroy();
      if (options.isOverLimit?.(error)) throw new SafeFetchError('size', 'The file is too large');
      throw error;
    }
  });
}

/**
 * Refuses `address` (SafeFetchError 'address') unless it is http(s) without credentials and its
 * name resolves only to addresses `policy` admits: the check a route makes before it accepts a
 * link, so a link to 127.0.0.1 or 169.254.169.254 is refused at once. The fetch checks again
 * (DNS may answer otherwise later, and every redirect is checked too).
 */
export async function assertFetchable(
  address: string,
  options: { addressPolicy?: AddressPolicy; timeoutMs: number },
): Promise<void> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const url = parseAddress(address);
  try {
    await resolveAllowed(url, options.addressPolicy ?? publicAddressesOnly, deadline);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (deadline.aborted) throw new SafeFetchError('timeout', 'The name took too long to resolve');
    throw new SafeFetchError('network', `The address could not be reached (${(error as Error).message})`);
  }
}

/** The redirect-following, policy-checking GET both fetchers share; `take` reads a 200's body. */
async function fetching<T>(
  address: string,
  options: SafeFetchOptions,
  take: (response: http.IncomingMessage, url: URL) => Promise<T>,
): Promise<T> {
  const policy = options.addressPolicy ?? publicAddressesOnly;
  const maxRedirects = options.maxRedirects ?? 3;
  const timeLimit = AbortSignal.timeout(options.timeoutMs);
  const deadline = options.signal ? AbortSignal.any([timeLimit, options.signal]) : timeLimit;
  let url = parseAddress(address);
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await resolveAllowed(url, policy, deadline);
      const response = await get(url, target, options, deadline);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new SafeFetchError('redirects', 'A redirect without a Location');
        if (redirects >= maxRedirects) throw new SafeFetchError('redirects', 'Too many redirects');
        url = parseAddress(location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new SafeFetchError('status', `The address answered ${status}`);
      }
      return await take(response, url);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (deadline.aborted) throw new SafeFetchError('timeout', 'The address took too long to answer');
    throw new SafeFetchError('network', `The address could not be reached (${(error as Error).message})`);
  }
}

function parseAddress(address: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new SafeFetchError('address', 'Not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('address', 'Only http and https addresses can be fetched');
  }
  if (url.username || url.password) throw new SafeFetchError('address', 'An address with credentials');
  return url;
}

interface Target {
  address: string;
  family: 4 | 6;
}

/**
 * The address to connect to for `url`: the literal itself, or what its name resolves to. A name
 * with any refused address among its answers is refused whole: which answer a client picks
 * is not ours to predict.
 */
async function resolveAllowed(url: URL, policy: AddressPolicy, deadline: AbortSignal): Promise<Target> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const answers =
    literal !== 0
      ? [{ address: host, family: literal }]
      : await Promise.race([
          lookup(host, { all: true, verbatim: true }),
          new Promise<never>((_, reject) =>
            deadline.addEventListener('abort', () => reject(deadline.reason), { once: true }),
          ),
        ]);
  if (answers.length === 0) throw new SafeFetchError('network', 'The name does not resolve');
  if (!answers.every((answer) => policy(answer.address))) {
    throw new SafeFetchError('address', 'The address is not a public one');
  }
  const [first] = answers;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

function get(url: URL, target: Target, options: SafeFetchOptions, deadline: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers: {
        accept: options.accept ?? '*/*',
        'accept-encoding': 'identity',
        'user-agent': 'Showroom (+fetching an address a user gave)',
      },
      // No pooled connection: each hop connects to the address just checked for it.
      agent: false,
      signal: deadline,
      // Node asks this for a name (never for a literal, which we checked above): answer with the
      // checked address, so the connection goes exactly where the policy said it may.
      lookup: (_hostname, lookupOptions, callback) => {
        if ((lookupOptions as { all?: boolean }).all) {
          (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
            target,
          ]);
        } else callback(null, target.address, target.family);
      },
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError('size', 'The file is too large');
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) {
      response.destroy();
      throw new SafeFetchError('size', 'The file is too large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}
