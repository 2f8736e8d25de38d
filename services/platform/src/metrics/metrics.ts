import { collectDefaultMetrics, register } from 'prom-client';

let collecting = false;

/** Process metrics (CPU, memory, event loop lag, GC) once per process, labelled with the app. */
export function startDefaultMetrics(app: string): void {
  if (collecting) return;
  collecting = true;
  register.setDefaultLabels({ app });
  collectDefaultMetrics({ register });
}

export const metricsRegistry = register;
