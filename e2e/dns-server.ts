import dgram from 'node:dgram';

/**
 * A DNS server on loopback for the e-mail gate's domain check (issue 12): the journeys run with
 * no internet, so the server is pointed at this one (GATE_DNS_SERVERS) and it answers MX queries
 * for the domains it is given, NXDOMAIN for the rest. Just enough of RFC 1035 for that: one
 * question per query, answers by name compression to the question.
 */
export interface DnsServer {
  close(): Promise<void>;
}

const MX = 15;
const IN = 1;

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let offset = start;
  while (message[offset] !== 0) {
    const length = message[offset] ?? 0;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: offset + 1 };
}

function encodeName(name: string): Buffer {
  const parts = name
    .split('.')
    .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)]));
  return Buffer.concat([...parts, Buffer.from([0])]);
}

export function answer(query: Buffer, mailDomains: ReadonlySet<string>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const known = mailDomains.has(name);
  const answers: Buffer[] = [];
  if (known && type === MX) {
    const exchange = encodeName(`mx.${name}`);
    const record = Buffer.alloc(12);
    record.writeUInt16BE(0xc00c, 0); // the question's name
    record.writeUInt16BE(MX, 2);
    record.writeUInt16BE(IN, 4);
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(2 + exchange.length, 10);
    const preference = Buffer.alloc(2);
    preference.writeUInt16BE(10, 0);
    answers.push(record, preference, exchange);
  }
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  const recursionDesired = (query[2] ?? 0) & 0x01;
  header[2] = 0x84 | recursionDesired; // a response, authoritative
  header[3] = 0x80 | (known ? 0 : 3); // recursion available; NXDOMAIN for unknown names
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length ? 1 : 0, 6);
  return Buffer.concat([header, question, ...answers]);
}

/** Answers MX for `mailDomains` on 127.0.0.1:`port` (UDP). */
export async function startDnsServer(port: number, mailDomains: readonly string[]): Promise<DnsServer> {
  const domains = new Set(mailDomains.map((domain) => domain.toLowerCase()));
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    try {
      socket.send(answer(query, domains), from.port, from.address);
    } catch {
      // A malformed query gets no answer, as from a real server that drops it.
    }
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}
