import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';

export interface LoadResult {
  perSecond: number;
  requests: number;
  /** Non-2xx answers plus connection errors and timeouts. */
  failures: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  /** A fixed offered rate for all connections together; without it, as fast as answers come. */
  overallRate?: number;
  /** Builds each request (method, path, body) so every one can target another cart. */
  request: () => { method: 'GET' | 'POST'; path: string; body?: string };
  /** Which statuses are answers (default 2xx); e.g. a redirect's 302. */
  ok?: (status: number) => boolean;
}

// autocannon emits (client, statusCode, resBytes, responseTime); its typings leave out `client`.
type ResponseListener = (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => void;

/**
 * One autocannon run. Percentiles come from our own HDR histogram of every 2xx response, because
 * autocannon's own set has no p95.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const ok = options.ok ?? ((status: number) => status >= 200 && status < 300);
  let answered = 0;
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, ...options.request() }) }],
  });
  const onResponse: ResponseListener = (_client, statusCode, _bytes, responseTimeMs) => {
    if (ok(statusCode)) answered += 1;
    if (ok(statusCode)) histogram.recordValue(Math.max(1, Math.round(responseTimeMs * 1000)));
  };
  (instance as unknown as { on(event: 'response', listener: ResponseListener): void }).on('response', onResponse);
  const result = await (instance as unknown as Promise<autocannon.Result>);
  const at = (percentile: number) => histogram.getValueAtPercentile(percentile) / 1000;
  const requests = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    perSecond: (options.ok ? answered : result['2xx']) / result.duration,
    requests,
    failures: options.ok ? requests - answered + result.errors + result.timeouts : result.non2xx + result.errors + result.timeouts,
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    maxMs: histogram.maxValue / 1000,
  };
}
