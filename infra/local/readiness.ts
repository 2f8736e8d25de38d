import { describeExit, type ManagedProcess } from './managed-process';
import { pollUntil } from './wait';

export interface ReadinessOptions {
  timeoutMs: number;
  /** What we wait for, for the timeout message: "http://127.0.0.1:7700/health to answer 200". */
  waitingFor: string;
  signal?: AbortSignal;
  intervalMs?: number;
}

/**
 * Waits until `check` passes while watching the process: an early exit fails at once with its exit
 * code and last lines instead of waiting for the timeout. On any failure the process is stopped,
 * so a failed start never leaves it behind.
 */
export async function awaitReady(
  proc: ManagedProcess,
  check: () => Promise<boolean>,
  options: ReadinessOptions,
): Promise<void> {
  let settled = false;
  const exitedEarly = proc.exited.then((exit) => {
    if (!settled)
      throw new Error(`${proc.name} ${describeExit(exit)} while starting. ${proc.describeTail()}`);
    return false;
  });
  // The race below handles this rejection while it is pending; this keeps a later exit quiet.
  exitedEarly.catch(() => undefined);
  // Stops the polling once the race is decided either way (an early exit must not leave it running).
  const done = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, done.signal]) : done.signal;
  try {
    const ready = await Promise.race([pollUntil(check, { ...options, signal }), exitedEarly]);
    if (!ready) {
      const seconds = Math.round(options.timeoutMs / 1000);
      throw new Error(
        `${proc.name} did not become ready within ${seconds}s (waited for ${options.waitingFor}). ${proc.describeTail()}`,
      );
    }
  } catch (error) {
    await proc.stop(5000).catch(() => undefined);
    throw error;
  } finally {
    settled = true;
    done.abort();
  }
}

/** Wraps a stop function so calling it twice (Ctrl-C, then an exit handler) does the work once. */
export function once(stop: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= stop().then(() => undefined));
}
