import type { TracedJobData } from '@lumina/platform';

/** Job data carries ids only (CONVENTIONS): the run reads the merchant and its log afresh. */
export interface IngestJobData extends TracedJobData {
  logId: string;
  merchantId: string;
}

export interface FeedSyncJobData extends TracedJobData {
  merchantId: string;
}

/** After this many failed runs in a row the schedule pauses (issue 10 item 6). */
export const MAX_CONSECUTIVE_FAILURES = 5;
/** A run whose item count fell by more than this against the last good run keeps stale products. */
export const STALE_GUARD_DROP = 0.3;
/** Rejected rows kept on a log. */
export const REJECTED_ROWS_KEPT = 50;

export const INGEST_OPTIONS = Symbol('INGEST_OPTIONS');
export interface IngestOptions {
  concurrency: number;
  /** BullMQ lock: a killed worker's run is picked up again after about this long. */
  lockDurationMs: number;
}
