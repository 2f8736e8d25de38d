import http from 'node:http';
import { LatencyRecorder } from './latency';
import type { LatencySummary } from './latency';

export interface OpenLoopOptions {
  /** Base URL, e.g. http://localhost:8080. */
  url: string;
  /** Request paths, sent in turn. */
  paths: readonly string[];
  ratePerSecond: number;
  durationSeconds: number;
  /** Keep-alive connections at most; a request waits for a free one. */
  maxSockets: number;
}

export interface OpenLoopResult {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  latency: LatencySummary;
}

/**
 * A fixed offered rate, open loop: request n is due at start + n / rate, evenly spaced, whether or
 * not earlier ones have answered, and its latency counts from when it was due (so a stall shows up
 * in the percentiles instead of slowing the load down: no coordinated omission). autocannon's
 * `overallRate` releases each second's requests in a burst, which measures the burst, not the rate.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const recorder = new LatencyRecorder();
  const total = Math.round(options.ratePerSecond * options.durationSeconds);
  const spacingMs = 1000 / options.ratePerSecond;
  let non2xx = 0;
  let errors = 0;
  let finished = 0;
  const startedAt = performance.now();

  await new Promise<void>((resolve) => {
    const settle = () => {
      finished += 1;
      if (finished === total) resolve();
    };
    const fire = (index: number) => {
      const dueAt = startedAt + index * spacingMs;
      const path = options.paths[index % options.paths.length] ?? '/';
      const request = http.get(new URL(path, options.url), { agent }, (response) => {
        if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx += 1;
        response.resume();
        response.on('end', () => {
          recorder.record(performance.now() - dueAt);
          settle();
        });
      });
      request.on('error', () => {
        errors += 1;
        settle();
      });
    };
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && startedAt + next * spacingMs <= now) fire(next++);
      if (next < total) setTimeout(tick, Math.max(0, startedAt + next * spacingMs - performance.now()));
    };
    tick();
  });
  agent.destroy();
  const elapsedMs = performance.now() - startedAt;
  return {
    requests: total,
    perSecond: (total / elapsedMs) * 1000,
    non2xx,
    errors,
    latency: recorder.summary(),
  };
}
