import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { linkedinConfig } from '../auth/linkedin.ts';
import { checkToken, login } from '../auth/login.ts';
import { ContractError, createClient } from './client.ts';
import { health } from './health.ts';
import { defineRoute } from './route.ts';

const sessionPayload = {
  id: 'rep-1',
  companyId: 'company-1',
  token: 'secret-token',
  name: 'Ada Lovelace',
  companyName: 'Acme',
  userName: 'ada@acme.example',
  companyQuestionLibraryLink: null,
  flags: '{"consent":{"popup":{"show":true}}}',
  companyWebsiteStyle: null,
  emailConfirmed: true,
};

const respond = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('contract client', () => {
  it('posts the login body as JSON without a token header and parses the session', async () => {
    const fetch = respond(200, { status: 'success', payload: sessionPayload });
    const client = createClient({ fetch, getToken: () => 'should-not-be-sent' });

    const result = await client.call(login, { body: { username: 'ada@acme.example', password: 'pw12' } });

    // The flags' JSON text is read into its model at the edge (jsonValue).
    expect(result).toEqual({
      status: 'success',
      payload: { ...sessionPayload, flags: { consent: { popup: { show: true } } } },
      httpStatus: 200,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/web/login');
    expect(init?.method).toBe('POST');
    expect(init?.headers).not.toHaveProperty('token');
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'ada@acme.example', password: 'pw12' });
  });

  it("sends the app origin's cookies only on a route that asks for them (the social login's state)", async () => {
    const fetch = respond(200, { status: 'success', payload: { configured: false, message: 'off' } });
    await createClient({ fetch }).call(linkedinConfig, {});
    expect(fetch.mock.calls[0]![1]?.credentials).toBe('same-origin');
  });

  it('sends a JSON body as text/plain when asked, so a call from another origin needs no preflight', async () => {
    const fetch = respond(200, { status: 'success', payload: sessionPayload });
    const body = { username: 'ada@acme.example', password: 'pw12' };
    await createClient({ fetch }).call(login, { body });
    await createClient({ fetch, jsonAsText: true }).call(login, { body });
    const [json, text] = fetch.mock.calls.map(([, init]) => init as RequestInit);
    expect((json!.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect((text!.headers as Record<string, string>)['content-type']).toBe('text/plain;charset=UTF-8');
    expect(JSON.parse(String(text!.body))).toEqual(body);
  });

  it('fills and encodes path parameters', async () => {
    const fetch = respond(200, { status: 'success', payload: sessionPayload });
    await createClient({ fetch, baseUrl: 'http://app.test' }).call(checkToken, {
      params: { token: 'a/b c' },
    });
    expect(fetch.mock.calls[0]![0]).toBe('http://app.test/web/login/a%2Fb%20c');
  });

  it('resolves an error envelope with its HTTP status, so callers branch as the spec does', async () => {
    const fetch = respond(401, { status: 'error', payload: null, message: 'Invalid credentials' });
    const result = await createClient({ fetch }).call(login, {
      body: { username: 'ada@acme.example', password: 'wrong' },
    });
    expect(result).toEqual({
      status: 'error',
      payload: null,
      message: 'Invalid credentials',
      httpStatus: 401,
    });
  });

  it('rejects a reply outside the contract', async () => {
    const fetch = respond(200, { status: 'success', payload: { id: 1 } });
    await expect(
      createClient({ fetch }).call(login, { body: { username: 'a@b.example', password: 'pw12' } }),
    ).rejects.toBeInstanceOf(ContractError);
  });

  it('rejects a reply that is not JSON', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(createClient({ fetch }).call(health)).rejects.toMatchObject({ httpStatus: 502 });
  });

  it('lets a network failure through so the screen can say the server is unreachable', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createClient({ fetch }).call(health)).rejects.toBeInstanceOf(TypeError);
  });

  it('sends a multipart route as form data with its files and the session token', async () => {
    const upload = defineRoute({
      method: 'POST',
      path: '/web/things/{id}/image',
      auth: 'token',
      params: z.object({ id: z.string() }),
      body: z.object({ caption: z.string() }),
      files: ['image'],
      payload: z.object({ ok: z.boolean() }),
    });
    const fetch = respond(200, { status: 'success', payload: { ok: true } });
    const image = new Blob(['png bytes'], { type: 'image/png' });

    const result = await createClient({ fetch, getToken: () => 'tok' }).call(upload, {
      params: { id: 'a1' },
      body: { caption: 'Logo' },
      files: { image },
    });

    expect(result.status).toBe('success');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/web/things/a1/image');
    expect(init?.headers).toMatchObject({ token: 'tok' });
    expect(init?.headers).not.toHaveProperty('content-type');
    const form = init?.body as FormData;
    expect(form.get('caption')).toBe('Logo');
    expect(await (form.get('image') as Blob).text()).toBe('png bytes');
  });

  it('sends only the files given: the server says which a call needs (a linked demo sends none)', async () => {
    const upload = defineRoute({
      method: 'POST',
      path: '/web/upload',
      auth: 'token',
      files: ['image', 'preview'],
      payload: z.object({ ok: z.boolean() }),
    });
    const fetch = respond(200, { status: 'success', payload: { ok: true } });
    // @ts-expect-error: the files object itself is required by the route's type
    await createClient({ fetch }).call(upload, {});
    await createClient({ fetch }).call(upload, { files: { image: new Blob(['png bytes']) } });
    const form = fetch.mock.calls[1]?.[1]?.body as FormData;
    expect(form.has('image')).toBe(true);
    expect(form.has('preview')).toBe(false);
  });
});
