import * as hdr from 'hdr-histogram-js';
import { Agent, request } from 'node:http';
import type { LoadResult } from '../cart/http-load';

export interface OpenLoopOptions {
  url: string;
  ratePerSecond: number;
  durationSeconds: number;
  path: () => string;
}

/**
 * A fixed-arrival (open-loop) load: request n is due at start + n / rate whatever happened to the
 * earlier ones, and its latency is counted from when it was due, so a slow server cannot slow the
 * load down and hide its own queue (no coordinated omission). autocannon's overallRate is a
 * per-connection quota reset every second: each connection sends its share back to back at the
 * top of the second, which measures bursts rather than a steady rate.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const total = Math.round(options.ratePerSecond * options.durationSeconds);
  const intervalMs = 1000 / options.ratePerSecond;
  let sent = 0;
  let settled = 0;
  let ok = 0;
  let failures = 0;
  const started = performance.now();

  await new Promise<void>((resolve) => {
    const settle = (success: boolean, dueAt: number) => {
      if (success) {
        ok += 1;
        histogram.recordValue(Math.max(1, Math.round((performance.now() - dueAt) * 1000)));
      } else {
        failures += 1;
      }
      settled += 1;
      if (settled === total) resolve();
    };
    const fire = (dueAt: number) => {
      const req = request(
        { host: target.hostname, port: target.port, path: options.path(), method: 'GET', agent },
        (res) => {
          res.resume();
          res.on('end', () =>
            settle(res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300, dueAt),
          );
          res.on('error', () => settle(false, dueAt));
        },
      );
      req.on('error', () => settle(false, dueAt));
      req.end();
    };
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
      while (sent < due) {
        fire(started + sent * intervalMs);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  agent.destroy();
  const at = (percentile: number) => histogram.getValueAtPercentile(percentile) / 1000;
  return {
    perSecond: ok / elapsedSeconds,
    requests: total,
    failures,
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    maxMs: histogram.maxValue / 1000,
  };
}
