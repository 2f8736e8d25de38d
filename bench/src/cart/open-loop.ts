import * as hdr from 'hdr-histogram-js';
import type { LoadResult } from './http-load';

export interface OpenLoopOptions {
  baseUrl: string;
  /** Requests per second, evenly spaced, whether or not earlier ones have answered. */
  rate: number;
  durationSeconds: number;
  request: () => { method: 'GET' | 'POST'; path: string; body?: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fixed offered rate: request i is due at start + i/rate and its latency is measured from when it
 * was due, not from when it was sent, so a stall in the system (or in this generator) shows in the
 * percentiles instead of being hidden (no coordinated omission). autocannon's own rate limit
 * sends each connection's quota in a burst at the start of every second, which measures queueing
 * behind that burst rather than the latency at a steady 200 req/s.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<LoadResult> {
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const total = Math.round(options.rate * options.durationSeconds);
  const intervalMs = 1000 / options.rate;
  const inFlight: Promise<void>[] = [];
  let failures = 0;
  const started = performance.now();

  for (let i = 0; i < total; i += 1) {
    const due = started + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const { method, path, body } = options.request();
    inFlight.push(
      fetch(`${options.baseUrl}${path}`, { method, body, headers: body ? { 'content-type': 'application/json' } : {} })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) throw new Error(String(response.status));
          histogram.recordValue(Math.max(1, Math.round((performance.now() - due) * 1000)));
        })
        .catch(() => {
          failures += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const at = (percentile: number) => histogram.getValueAtPercentile(percentile) / 1000;
  return {
    perSecond: histogram.totalCount / elapsedSeconds,
    requests: total,
    failures,
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    maxMs: histogram.maxValue / 1000,
  };
}
