import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../packages/server/src/config.ts';

// The reference deployment (issue 28 §3; docs/operations.md, "Many replicas"). No Docker daemon runs
// where the tests do, and no image can be pulled, so compose.yaml is checked by reading it: the
// services, what the replicas must share, and that every variable they set is one the server
// documents (docs/configuration.md) and accepts (config.ts).
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  build?: string | { context?: string; dockerfile?: string };
  image?: string;
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  entrypoint?: string | string[];
  command?: string | string[];
}

// Compose's `<<` merge keys: the replicas share one block (x-replica).
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const replicas = ['showroom-1', 'showroom-2'] as const;

/** A service's environment as compose gives it: a map, or a list of NAME=value. */
const environmentOf = (service: Service): Record<string, string> => {
  const env = service.environment ?? {};
  if (Array.isArray(env))
    return Object.fromEntries(
      env.map((entry) => [entry.split('=')[0]!, entry.split('=').slice(1).join('=')]),
    );
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, String(value ?? '')]));
};

/** The variables docs/configuration.md describes for the server (its table; not the console's build variables). */
const documented = () => {
  const text = read('docs/configuration.md');
  const table = text.slice(text.indexOf('## Variables'), text.indexOf('### Console build variables'));
  return new Set(
    table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)),
  );
};

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` ($$ is a dollar), from
 * `env` as a `.env` file would give it.
 */
const interpolate = (value: string, env: Record<string, string>) =>
  value
    .replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
      const given = env[name];
      if (given) return given;
      if (kind === '?') throw new Error(`${name}: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    })
    .replaceAll('$$', '$');

/** deploy/example.env with its secrets filled in, as the operator is told to. */
const dotEnv = () => {
  const example = Object.fromEntries(
    read('deploy/example.env')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return {
    ...example,
    SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    POSTGRES_PASSWORD: 'pg0123456789',
    MINIO_ROOT_PASSWORD: 'minio0123456789',
    S3_SECRET_KEY: 's30123456789',
  } as Record<string, string>;
};

/** The runtime stage's ENV of the Dockerfile: what every replica has before compose adds its own. */
const imageEnvironment = () => {
  const runtime = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split(/^FROM /m)
    .at(-1)!;
  return Object.fromEntries(
    [...runtime.matchAll(/^ENV (.*)$/gm)].flatMap((match) =>
      [...match[1]!.matchAll(/([A-Z_]+)=(\S+)/g)].map((pair) => [pair[1]!, pair[2]!]),
    ),
  );
};

const hostOf = (address: string) => new URL(address).hostname;

describe('compose.yaml, the reference deployment', () => {
  it('runs two replicas, PostgreSQL, Redis, MinIO with a one-shot that makes the bucket, and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['minio', 'minio-bucket', 'postgres', 'proxy', 'redis', ...replicas].sort(),
    );
    for (const name of replicas) {
      // Built from the repository's Dockerfile, not a published image.
      expect(services[name]!.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
      expect(Object.keys(services[name]!.depends_on ?? {}).sort()).toEqual([
        'minio-bucket',
        'postgres',
        'redis',
      ]);
    }
    expect(services['minio-bucket']!.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
  });

  it('gives both replicas the same key, database, Redis and object store', () => {
    const [first, second] = replicas.map((name) => environmentOf(services[name]!));
    const shared = Object.keys(first!).filter(
      (name) =>
        [
          'SECRET_KEY',
          'DATABASE_URL',
          'REDIS_URL',
          'STORAGE_URL',
          'APP_URL',
          'AUDIENCE_URL',
          'MEDIA_URL',
        ].includes(name) || /^(S3|AWS)_/.test(name),
    );
    expect(shared.sort()).toEqual(
      [
        'APP_URL',
        'AUDIENCE_URL',
        'AWS_ACCESS_KEY_ID',
        'AWS_SECRET_ACCESS_KEY',
        'DATABASE_URL',
        'MEDIA_URL',
        'REDIS_URL',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
        'S3_REGION',
        'SECRET_KEY',
        'STORAGE_URL',
      ].sort(),
    );
    for (const name of shared) expect(second![name], name).toBe(first![name]);
    // Each its own DATA_DIR volume: work files only, nothing another replica reads.
    const volumes = replicas.map((name) => services[name]!.volumes!.map((volume) => volume.split(':')[0]));
    expect(volumes[0]).not.toEqual(volumes[1]);
  });

  it('sets on the replicas only variables that docs/configuration.md describes', () => {
    const described = documented();
    // The parse found the table: a few it must hold.
    for (const name of [
      'DATABASE_URL',
      'STORAGE_URL',
      'AWS_ACCESS_KEY_ID',
      'AWS_SESSION_TOKEN',
      'LINKEDIN_SCOPE',
    ])
      expect(described).toContain(name);
    for (const name of replicas) {
      const undocumented = Object.keys(environmentOf(services[name]!)).filter(
        (variable) => !described.has(variable),
      );
      expect(undocumented, `${name} sets variables docs/configuration.md does not describe`).toEqual([]);
    }
  });

  it("is, with the example .env filled in, a configuration the server accepts, pointing at the deployment's services", () => {
    const env = dotEnv();
    for (const name of replicas) {
      const variables = Object.fromEntries(
        Object.entries(environmentOf(services[name]!)).map(([variable, value]) => [
          variable,
          interpolate(value, env),
        ]),
      );
      const config = loadConfig({ ...imageEnvironment(), ...variables }, '/app');
      expect(config.trustProxy).toBe(true);
      expect(config.secretKey).toEqual(Buffer.alloc(32, 7));
      expect(hostOf(config.databaseUrl!)).toBe('postgres');
      expect(hostOf(config.redisUrl!)).toBe('redis');
      expect(config.dataDir).toBe('/data');
      const store = config.media.objectStore!;
      expect(hostOf(store.endpoint!)).toBe('minio');
      expect(store.forcePathStyle).toBe(true);
      // The bucket and the user are the ones the one-shot makes, and the user's secret is the one it is given.
      const oneShot = [services['minio-bucket']!.entrypoint].flat().join('\n');
      expect(oneShot).toContain(`mc mb --ignore-existing local/${store.bucket}`);
      expect(oneShot).toContain(
        `mc admin user add local ${store.credentials!.accessKeyId} "$$S3_SECRET_KEY"`,
      );
      expect(interpolate(environmentOf(services['minio-bucket']!).S3_SECRET_KEY!, env)).toBe(
        store.credentials!.secretAccessKey,
      );
      // PostgreSQL's own user, password and database are the ones the address names.
      const postgres = environmentOf(services.postgres!);
      const database = new URL(config.databaseUrl!);
      expect([database.username, database.password, database.pathname.slice(1)]).toEqual(
        ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB'].map((variable) =>
          interpolate(postgres[variable]!, env),
        ),
      );
      // The proxy serves the same three addresses the replicas link to.
      const proxy = environmentOf(services.proxy!);
      expect([config.appUrl, config.audienceUrl, config.media.url]).toEqual(
        ['APP_URL', 'AUDIENCE_URL', 'MEDIA_URL'].map((variable) => interpolate(proxy[variable]!, env)),
      );
    }
  });

  it('has the proxy balance the app host, the audience host and the media origin over both replicas', () => {
    const mounted = services.proxy!.volumes!.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
    expect(mounted).toBe('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('deploy/Caddyfile');
    const sites = [...caddyfile.matchAll(/^\{\$([A-Z_]+)\} \{$(.*?)^\}$/gms)].map((match) => ({
      address: match[1]!,
      upstreams: match[2]!
        .match(/reverse_proxy ([^{\n]+)/)![1]!
        .trim()
        .split(/\s+/),
    }));
    const { port, audiencePort, media } = loadConfig(imageEnvironment(), '/app');
    expect(sites).toEqual([
      { address: 'APP_URL', upstreams: replicas.map((name) => `${name}:${port}`) },
      { address: 'AUDIENCE_URL', upstreams: replicas.map((name) => `${name}:${audiencePort}`) },
      { address: 'MEDIA_URL', upstreams: replicas.map((name) => `${name}:${media.port}`) },
    ]);
    // The app host's replicas are checked by readiness (routes/ready.ts), not liveness alone.
    expect(caddyfile).toContain('health_uri /web/ready');
  });
});
