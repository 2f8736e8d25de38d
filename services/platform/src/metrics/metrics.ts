import { collectDefaultMetrics, register, type Metric } from 'prom-client';

let collecting = false;

/** Process metrics (CPU, memory, event loop lag, GC) once per process, labelled with the app. */
export function startDefaultMetrics(app: string): void {
  if (collecting) return;
  collecting = true;
  register.setDefaultLabels({ app });
  collectDefaultMetrics({ register });
}

export const metricsRegistry = register;

/**
 * Several servers, modules or data sources share one process (replicas in tests, a service with
 * two transports) and prom-client throws on a second registration of a name: reuse what is there.
 */
export function registeredOnce<M extends Metric>(name: string, create: () => M): M {
  return (register.getSingleMetric(name) as M | undefined) ?? create();
}

/**
 * One read shared by every collector of a scrape, and by scrapes closer together than `ttlMs`
 * (several Prometheus replicas, KEDA and a dashboard must not each cost Redis a round of commands).
 * `read` must not reject: a failed read returns what it could get.
 */
export class CachedRead<T> {
  private last?: { at: number; value: Promise<T> };

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<T> {
    const now = Date.now();
    if (!this.last || now - this.last.at >= this.ttlMs) this.last = { at: now, value: this.read() };
    return this.last.value;
  }

  /** What is watched changed: the next scrape reads afresh. */
  invalidate(): void {
    this.last = undefined;
  }
}

/** `promise`, or `fallback` once `ms` passed: a scrape must answer while Redis does not. */
export function withinMs<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([promise.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}
