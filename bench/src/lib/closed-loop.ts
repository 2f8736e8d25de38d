import { LatencyRecorder, type LatencySummary } from './latency';

export interface ClosedLoopOptions {
  /** Callers each waiting for their reply before sending the next request. */
  concurrency: number;
  /** Stops after this long... */
  durationMs: number;
  /** ...or after this many requests, whichever comes first, so every run is bounded. */
  maxRequests: number;
  call: () => Promise<unknown>;
}

export interface ClosedLoopResult {
  requests: number;
  errors: number;
  firstError?: unknown;
  elapsedMs: number;
  perSecond: number;
  latency: LatencySummary;
}

/** Fixed concurrency, not a fixed rate: throughput is what the system sustains at that concurrency. */
export async function runClosedLoop({
  concurrency,
  durationMs,
  maxRequests,
  call,
}: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const recorder = new LatencyRecorder();
  const startedAt = performance.now();
  const deadline = startedAt + durationMs;
  let issued = 0;
  let errors = 0;
  let firstError: unknown;

  async function caller(): Promise<void> {
    while (issued < maxRequests && performance.now() < deadline) {
      issued += 1;
      const stop = recorder.start();
      try {
        await call();
        stop();
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  }

  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsedMs = performance.now() - startedAt;
  const latency = recorder.summary();
  return {
    requests: issued,
    errors,
    firstError,
    elapsedMs,
    perSecond: (latency.count / elapsedMs) * 1000,
    latency,
  };
}
