/**
 * How long one plugin may take to start before Fastify gives up on the whole app. Fastify's default
 * (10 s) is for a quiet machine: the database plugin migrates and PGlite alone needs 3 s there, so
 * at a load of 10 or more on two cores the app failed to start ("Plugin did not start in time:
 * 'autoload'"), in tests and in a replica started beside busy ones. Two minutes still names a plugin
 * that really hangs, instead of waiting forever.
 */
export const pluginTimeout = 120_000;
