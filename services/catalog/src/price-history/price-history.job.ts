import type { TracedJobData } from '@lumina/platform';

/** `rollup`: today's (and yesterday's) daily rows and the reductions; `prune`: history past the retention. */
export type PriceHistoryJob = TracedJobData & { kind: 'rollup' | 'prune' };

/** How often the retention prune runs. */
export const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000;
