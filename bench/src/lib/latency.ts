import * as hdr from 'hdr-histogram-js';

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Latencies in microseconds in an HDR histogram: exact enough at the tail, constant memory. */
export class LatencyRecorder {
  private readonly histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });

  /** Returns a stop function; call it when the operation ends. */
  start(): () => void {
    const began = process.hrtime.bigint();
    return () => this.histogram.recordValue(Number((process.hrtime.bigint() - began) / 1000n));
  }

  /** Records a latency measured elsewhere (e.g. from when an open-loop request was due). */
  record(milliseconds: number): void {
    this.histogram.recordValue(Math.max(1, Math.round(milliseconds * 1000)));
  }

  summary(): LatencySummary {
    const at = (percentile: number) => this.histogram.getValueAtPercentile(percentile) / 1000;
    return {
      count: this.histogram.totalCount,
      p50Ms: at(50),
      p95Ms: at(95),
      p99Ms: at(99),
      maxMs: this.histogram.maxValue / 1000,
    };
  }
}
