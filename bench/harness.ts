/**
 * Timing for benchmarks: warm up, then time each run and take percentiles, so one slow run
 * (a GC pause, the other core busy) does not decide and a steady slowdown does.
 */
export interface Timing {
  p50: number;
  p95: number;
  runs: number;
}

export async function time(
  run: () => Promise<unknown>,
  { warmup = 20, runs = 200 }: { warmup?: number; runs?: number } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95), runs };
}
