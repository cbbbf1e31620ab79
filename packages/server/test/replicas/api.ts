import { randomInt } from 'node:crypto';
import http from 'node:http';
import { type ProspectEvent, routes } from '@showroom/contract';
import type { Replica } from './cluster.ts';

/**
 * What a browser (the console, a prospect's frame) sends to one replica, over real HTTP. The
 * replicas trust X-Forwarded-For (TRUST_PROXY, as behind the load balancer), so each caller may
 * say which client address it stands for.
 */

/** A client address of its own (TEST-NET-2), so no two calls share a per-address count by chance. */
export const clientAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface Reply {
  status: number;
  body: { status: string; payload: unknown; message?: string };
  headers: Headers;
}

/** A call to the app host's /web, as the console makes it (JSON, the session in `token`). */
export async function web(
  replica: Replica,
  method: string,
  url: string,
  { token, body, address = clientAddress() }: { token?: string; body?: unknown; address?: string } = {},
): Promise<Reply> {
  const response = await fetch(`${replica.appUrl}${url}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Signs in through `replica` (POST /web/login) and answers the session token. */
export async function signIn(replica: Replica, account: { email: string; password: string }) {
  const reply = await web(replica, 'POST', '/web/login', {
    body: { username: account.email, password: account.password },
  });
  if (reply.status !== 200)
    throw new Error(`sign-in through ${replica.name}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return (reply.body.payload as { token: string }).token;
}

export interface Rep {
  repId: string;
  companyId: string;
  token: string;
}

/** The multipart form of POST /web/recording as the console's uploader sends it: the fields, then the video. */
export function recordingForm(rep: Rep, video: Buffer, filename: string, title: string) {
  const form = new FormData();
  const fields = {
    ...(routes['POST /web/recording'].example?.body as Record<string, string>),
    salesrep_id: rep.repId,
    company_id: rep.companyId,
    title,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), filename);
  return form;
}

export interface Recording {
  id: string;
  title: string;
  media_status: string;
  media_error: string;
  location: string;
  thumbnail: string;
  /** The demo card's still (issue 30). */
  card_thumbnail: string;
  preview: string;
  duration: number;
}

/** Uploads a video through `replica` (POST /web/recording); answers the new demo (media_status 'queued'). */
export async function uploadVideo(
  replica: Replica,
  rep: Rep,
  video: Buffer,
  filename: string,
  title: string,
) {
  const response = await fetch(`${replica.appUrl}/web/recording`, {
    method: 'POST',
    headers: { token: rep.token, 'x-forwarded-for': clientAddress() },
    body: recordingForm(rep, video, filename, title),
  });
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`upload through ${replica.name}: ${response.status} ${JSON.stringify(body)}`);
  return body.payload as Recording;
}

/** The demo as `replica` answers it (GET /web/recording/id/{id}). */
export async function recordingOf(replica: Replica, rep: Rep, id: string): Promise<Recording> {
  const reply = await web(replica, 'GET', `/web/recording/id/${id}`, { token: rep.token });
  if (reply.status !== 200) throw new Error(`GET recording through ${replica.name}: ${reply.status}`);
  return (reply.body.payload as Recording[])[0]!;
}

/** Polls `replica` until the demo's media job has ended (ready or failed). */
export async function settledRecording(replica: Replica, rep: Rep, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const recording = await recordingOf(replica, rep, id);
    if (recording.media_status === 'ready' || recording.media_status === 'failed') return recording;
    if (Date.now() > deadline)
      throw new Error(`demo ${id} still ${recording.media_status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts an upload through `replica` that sends the form's head and `sent` bytes of the video,
 * then waits (a slow connection). Resolves `started` once those bytes are written; `done` is the
 * request's end (an error when the replica dies meanwhile). `finish` sends the rest.
 */
export function slowUpload(replica: Replica, rep: Rep, video: Buffer, sent: number) {
  const boundary = `----replicas${randomInt(1e9)}`;
  const fields = {
    ...(routes['POST /web/recording'].example?.body as Record<string, string>),
    salesrep_id: rep.repId,
    company_id: rep.companyId,
    title: 'slow upload',
  };
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="slow.avi"\r\nContent-Type: video/x-msvideo\r\n\r\n`,
    ),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${replica.appUrl}/web/recording`);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      token: rep.token,
      'x-forwarded-for': clientAddress(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + video.length + tail.length,
    },
  });
  const done = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  done.catch(() => {});
  const started = new Promise<void>((resolve) =>
    request.write(Buffer.concat([head, video.subarray(0, sent)]), () => resolve()),
  );
  return {
    started,
    done,
    finish: () => request.end(Buffer.concat([video.subarray(sent), tail])),
  };
}

export interface EventsReply {
  status: number;
  accepted: number;
  duplicates: number;
}

/** A frame's batch to the audience host of `replica` (POST /events). Rejects when the replica is unreachable. */
export async function sendEvents(replica: Replica, events: ProspectEvent[], address = clientAddress()) {
  const response = await fetch(`${replica.audienceUrl}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ events }),
  });
  const body = await response.json();
  return {
    status: response.status,
    accepted: body.payload?.accepted ?? 0,
    duplicates: body.payload?.duplicates ?? 0,
  } satisfies EventsReply;
}
