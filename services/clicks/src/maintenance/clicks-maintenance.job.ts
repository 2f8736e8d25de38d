import type { TracedJobData } from '@lumina/platform';

/** `push-counts`: tell catalog changed click counts; `cleanup`: delete raw clicks past retention. */
export type ClicksMaintenanceJob = TracedJobData & { kind: 'push-counts' | 'cleanup' };

/** How often the retention cleanup runs. */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
