import http from 'node:http';
import type { LoadResult } from './http-load';
import { LatencyRecorder, type LatencySummary } from './latency';

export interface OpenLoopRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface OpenLoopOptions {
  /** Base URL, e.g. http://localhost:8080. */
  url: string;
  ratePerSecond: number;
  durationSeconds: number;
  /** Builds request n (so each can target another product, cart or query). */
  request: (index: number) => OpenLoopRequest;
  /** Keep-alive connections at most; a request waits for a free one. */
  maxSockets?: number;
  /** Which statuses are answers (default 2xx); e.g. a redirect's 302. */
  ok?: (status: number) => boolean;
  /** Groups request n's latency under a name as well (e.g. its query shape), for a per-group breakdown. */
  group?: (index: number) => string;
}

export interface OpenLoopResult extends LoadResult {
  /** Latency per group, when `group` was given. */
  groups: Map<string, LatencySummary>;
}

/**
 * A fixed offered rate, open loop: request n is due at start + n / rate, evenly spaced, whether or
 * not earlier ones have answered, and its latency counts from when it was due, so a stall shows in
 * the percentiles instead of slowing the load down (no coordinated omission). autocannon's
 * `overallRate` releases each connection's quota in a burst at the top of every second, which
 * measures the burst, not the rate. Uses node:http with keep-alive: `fetch` adds tens of ms here.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const ok = options.ok ?? ((status: number) => status >= 200 && status < 300);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 512 });
  const recorder = new LatencyRecorder();
  const groups = new Map<string, LatencyRecorder>();
  const total = Math.round(options.ratePerSecond * options.durationSeconds);
  const spacingMs = 1000 / options.ratePerSecond;
  let failures = 0;
  let finished = 0;
  const startedAt = performance.now();

  await new Promise<void>((resolve) => {
    const settle = (dueAt: number, ok: boolean, group: string | undefined) => {
      if (ok) {
        const latency = performance.now() - dueAt;
        recorder.record(latency);
        if (group !== undefined) {
          if (!groups.has(group)) groups.set(group, new LatencyRecorder());
          groups.get(group)?.record(latency);
        }
      } else failures += 1;
      finished += 1;
      if (finished === total) resolve();
    };
    const fire = (index: number) => {
      const dueAt = startedAt + index * spacingMs;
      const group = options.group?.(index);
      const { method = 'GET', path, body, headers = {} } = options.request(index);
      const request = http.request(
        new URL(path, options.url),
        { method, agent, headers: body ? { 'content-type': 'application/json', ...headers } : headers },
        (response) => {
          const status = response.statusCode ?? 0;
          response.resume();
          response.on('end', () => settle(dueAt, ok(status), group));
          response.on('error', () => settle(dueAt, false, group));
        },
      );
      request.on('error', () => settle(dueAt, false, group));
      request.end(body);
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
  const latency = recorder.summary();
  return {
    perSecond: (latency.count / (performance.now() - startedAt)) * 1000,
    requests: total,
    failures,
    p50Ms: latency.p50Ms,
    p95Ms: latency.p95Ms,
    p99Ms: latency.p99Ms,
    maxMs: latency.maxMs,
    groups: new Map([...groups].map(([name, groupRecorder]) => [name, groupRecorder.summary()])),
  };
}
