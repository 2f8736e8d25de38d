import { LatencyRecorder } from '../lib/latency';
import type { FaultWindow } from './faults';
import type { RequestRecord } from './shop-client';
import type { SentClick } from './shopper-load';

export interface PhaseRow {
  phase: string;
  /** Faults of this kind (0 for steady). */
  faults: number;
  /** Seconds of the run spent in this phase. */
  seconds: number;
  requests: number;
  noAnswer: number;
  serverErrors: number;
  clientErrors: number;
  p95Ms: number;
  clicksLost: number;
}

export const STEADY = 'steady';
export const FAILOVER = 'Redis failover';

function phaseName(window: FaultWindow): string {
  return window.kind === 'SIGKILL' ? `SIGKILL ${window.target.replace(/-\d+$/, '')}` : window.kind;
}

/**
 * The phase a moment of the run (ms) belongs to. When windows overlap (a restart can outlast the
 * next fault), the fault that began last explains the moment best; the Redis failover window
 * always wins, since its goals differ.
 */
export function phaseAt(windows: readonly FaultWindow[], at: number): string {
  const hits = windows.filter((w) => at >= w.start && at <= w.end);
  const failover = hits.find((w) => w.kind === FAILOVER);
  const latest = hits.reduce<FaultWindow | undefined>((last, w) => (!last || w.start > last.start ? w : last), undefined);
  const hit = failover ?? latest;
  return hit ? phaseName(hit) : STEADY;
}

/** Every request and sent click, attributed to the phase it was sent in; steady first, the failover last. */
export function phaseRows(windows: readonly FaultWindow[], records: readonly RequestRecord[], lostClicks: readonly SentClick[], durationMs: number): PhaseRow[] {
  const rows = new Map<string, PhaseRow & { latency: LatencyRecorder }>();
  const row = (phase: string) => {
    let entry = rows.get(phase);
    if (!entry) {
      const faults = windows.filter((w) => phaseName(w) === phase).length;
      entry = { phase, faults, seconds: 0, requests: 0, noAnswer: 0, serverErrors: 0, clientErrors: 0, p95Ms: 0, clicksLost: 0, latency: new LatencyRecorder() };
      rows.set(phase, entry);
    }
    return entry;
  };
  row(STEADY);
  for (const window of windows) row(phaseName(window));
  const end = Math.max(durationMs, ...records.map((r) => r.at));
  for (let at = 0; at < end; at += 100) row(phaseAt(windows, at)).seconds += 0.1;
  for (const record of records) {
    const entry = row(phaseAt(windows, record.at));
    entry.requests += 1;
    if (record.status === 0) entry.noAnswer += 1;
    else {
      entry.latency.record(record.ms);
      if (record.status >= 500) entry.serverErrors += 1;
      else if (record.status >= 400) entry.clientErrors += 1;
    }
  }
  for (const click of lostClicks) row(phaseAt(windows, click.at)).clicksLost += 1;
  const ordered = [...rows.values()].sort((a, b) => rank(a.phase) - rank(b.phase) || a.phase.localeCompare(b.phase));
  return ordered.map(({ latency, ...rest }) => ({ ...rest, p95Ms: latency.summary().p95Ms }));
}

function rank(phase: string): number {
  if (phase === STEADY) return 0;
  if (phase === FAILOVER) return 2;
  return 1;
}

/** Several phases as one (e.g. everything outside the failover window). */
export function combine(phase: string, rows: readonly PhaseRow[], records: readonly RequestRecord[], include: (at: number) => boolean): PhaseRow {
  const latency = new LatencyRecorder();
  for (const record of records) if (record.status !== 0 && include(record.at)) latency.record(record.ms);
  const sum = (pick: (row: PhaseRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    phase,
    faults: sum((r) => r.faults),
    seconds: sum((r) => r.seconds),
    requests: sum((r) => r.requests),
    noAnswer: sum((r) => r.noAnswer),
    serverErrors: sum((r) => r.serverErrors),
    clientErrors: sum((r) => r.clientErrors),
    p95Ms: latency.summary().p95Ms,
    clicksLost: sum((r) => r.clicksLost),
  };
}
