import type { FastifyInstance } from 'fastify';

export interface HealthDuring<T> {
  result: T;
  /** Each /web/health call's time from sending to its reply, in ms. */
  latencies: number[];
  p99: number;
  max: number;
}

/** The value under which `share` of `values` fall (nearest rank). */
export const percentile = (values: number[], share: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

/**
 * Calls /web/health over and over while `attack` runs, through the same app and event loop, so
 * a request that blocks the loop shows as a health call that waits (issue 15 §1, §10: health
 * waited 3.1 s during one request). Latencies are per call, from when it was due (2 ms after the
 * previous answer); p99 is over the whole attack.
 */
export async function healthDuring<T>(
  app: FastifyInstance,
  attack: () => Promise<T>,
): Promise<HealthDuring<T>> {
  const latencies: number[] = [];
  let running = true;
  const probe = (async () => {
    // Timed from when the call was due, not from when it went out: while a request blocks the
    // event loop the next call cannot even be sent, and a client elsewhere would be waiting.
    let due = performance.now();
    while (running) {
      const response = await app.inject({ method: 'GET', url: '/web/health' });
      if (response.statusCode !== 200) throw new Error(`/web/health answered ${response.statusCode}`);
      const answered = performance.now();
      latencies.push(answered - due);
      due = answered + 2;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  try {
    return {
      result: await attack(),
      latencies,
      p99: percentile(latencies, 0.99),
      max: Math.max(0, ...latencies),
    };
  } finally {
    running = false;
    await probe;
  }
}
