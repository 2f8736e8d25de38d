import http from 'node:http';

/** One HTTP attempt as the load saw it; `status` 0 means no answer (reset, timeout). */
export interface RequestRecord {
  kind: string;
  /** ms since the run's clock started, when the attempt was sent. */
  at: number;
  ms: number;
  status: number;
  /** The network error's code, or the start of a 4xx/5xx answer's body. */
  error?: string;
  /** A read or a write with an Idempotency-Key: the BFF sends it again itself across a Redis failover. */
  retriable: boolean;
  /** A 503's Retry-After header, when it had one. */
  retryAfter?: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

const TIMEOUT_MS = 30_000;

/**
 * The shoppers' side of a load balancer in front of several BFFs: round robin, and a BFF that
 * refuses the connection (killed, restarting) is skipped for the next one, as a balancer's health
 * check would. A request already sent to a BFF that dies is not re-sent (a balancer cannot know
 * whether it was applied): it is recorded with status 0. Every attempt is recorded.
 */
export class ShopClient {
  readonly records: RequestRecord[] = [];
  /** Connections refused by one BFF and sent to another. */
  rerouted = 0;
  private next = 0;
  private readonly agents: http.Agent[];

  constructor(
    private readonly urls: readonly string[],
    private readonly clockStart: number,
  ) {
    this.agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  }

  now(): number {
    return performance.now() - this.clockStart;
  }

  async call(kind: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const at = this.now();
    const first = this.next++ % this.urls.length;
    let outcome: Answer | Error = new Error('no BFF');
    for (let tried = 0; tried < this.urls.length; tried += 1) {
      const index = (first + tried) % this.urls.length;
      outcome = await this.send(index, method, path, options).catch((error: Error) => error);
      if (!(outcome instanceof Error) || (outcome as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
      this.rerouted += 1;
    }
    const ms = this.now() - at;
    const retriable = method === 'GET' || options.headers?.['idempotency-key'] !== undefined;
    if (outcome instanceof Error) {
      this.records.push({ kind, at, ms, status: 0, retriable, error: (outcome as NodeJS.ErrnoException).code ?? outcome.message });
      return { status: 0, headers: {}, body: outcome.message };
    }
    const retryAfter = outcome.status === 503 ? outcome.headers['retry-after'] : undefined;
    this.records.push({
      kind,
      at,
      ms,
      status: outcome.status,
      retriable,
      ...(outcome.status >= 400 ? { error: outcome.body.slice(0, 160) } : {}),
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
    return outcome;
  }

  close(): void {
    for (const agent of this.agents) agent.destroy();
  }

  private send(index: number, method: string, path: string, options: CallOptions): Promise<Answer> {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers };
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(path, this.urls[index]),
        { method, headers, agent: this.agents[index], timeout: TIMEOUT_MS },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      request.end(body);
    });
  }
}

/** Whether another attempt may help: no answer, a 5xx, or the same Idempotency-Key still in progress (409). */
export function worthRetrying(answer: Answer, keyed: boolean): boolean {
  return answer.status === 0 || answer.status >= 500 || (keyed && answer.status === 409 && /in progress/i.test(answer.body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a careful client does with a write: the same request (and Idempotency-Key) again after a
 * failure that may not have been applied, backing off, for up to `budgetMs`. Resolves with the last answer.
 */
export async function withRetries(attempt: () => Promise<Answer>, keyed: boolean, budgetMs = 90_000): Promise<Answer> {
  const deadline = performance.now() + budgetMs;
  let delay = 250;
  for (;;) {
    const answer = await attempt();
    if (!worthRetrying(answer, keyed) || performance.now() + delay > deadline) return answer;
    await sleep(delay);
    delay = Math.min(delay * 2, 5000);
  }
}
