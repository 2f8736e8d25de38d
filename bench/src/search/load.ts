import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  paths: readonly string[];
  connections: number;
  durationSeconds: number;
  /** A fixed offered rate (requests per second over all connections); omitted: as fast as possible. */
  overallRate?: number;
}

/**
 * Drives the BFF with autocannon, cycling through the query mix. Latencies go into our own HDR
 * histogram because autocannon reports no 95th percentile.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSeconds,
        overallRate: options.overallRate,
        timeout: 30,
        requests: options.paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => {
      histogram.recordValue(Math.max(1, Math.round(responseTimeMs * 1000)));
    });
  });
  const at = (percentile: number) => histogram.getValueAtPercentile(percentile) / 1000;
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
