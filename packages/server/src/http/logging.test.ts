import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLine } from './logging.ts';

/** A Fastify app logging as the servers do, in `format`, into `lines`. */
async function appLogging(format: 'json' | 'pretty') {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(line) }, format) });
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/web/login/:token', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the disk is full');
  });
  await app.ready();
  return { app, lines };
}

describe('pretty log lines', () => {
  it('writes one line per request: time, method, address, status and duration, nothing else', async () => {
    const { app, lines } = await appLogging('pretty');
    const response = await app.inject({ method: 'GET', url: '/things/42?sort=name' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d GET \/things\/42\?sort=name 200 \d+(\.\d)? ms\n$/);
  });

  it('keeps the token of an address out, as the JSON lines do', async () => {
    const { app, lines } = await appLogging('pretty');
    await app.inject({ method: 'GET', url: '/web/login/SECRET-session-token?token=SECRET-too' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d GET \/web\/login\/\[redacted\]\?token=%5Bredacted%5D 200 \d+(\.\d)? ms\n$/,
    );
  });

  it("turns the JSON lines of a failed request into the request's line and the error's", async () => {
    // The same request logged as JSON, then formatted: what `npm start` at a terminal shows.
    const { app, lines } = await appLogging('json');
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'incoming request',
      'the disk is full',
      'request completed',
    ]);
    const pretty = lines.map(prettyLine);
    expect(pretty[0]).toBeUndefined();
    expect(pretty[1]).toMatch(/^\d\d:\d\d:\d\d ERROR the disk is full Error: the disk is full\n$/);
    // Without the pretty format's serializer the completed line has no method: shown as a plain line.
    expect(pretty[2]).toMatch(/^\d\d:\d\d:\d\d request completed\n$/);
  });

  it('shows a failed request as two lines with the pretty format', async () => {
    const { app, lines } = await appLogging('pretty');
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d ERROR the disk is full Error: the disk is full\n$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d GET \/broken 500 \d+(\.\d)? ms\n$/);
  });

  it('shows other lines with their level when not INFO and their own fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.now(),
      pid: 1,
      hostname: 'h',
      reason: 'SIGTERM',
      msg: 'shutting down',
    });
    expect(prettyLine(line)).toMatch(/^\d\d:\d\d:\d\d WARN shutting down \{"reason":"SIGTERM"\}\n$/);
    expect(prettyLine('not json')).toBe('not json\n');
  });
});
