import http from 'node:http';
import https from 'node:https';
import { MeiliSearchApiError, type Config } from 'meilisearch';

type HttpClient = NonNullable<Config['httpClient']>;

/**
 * meilisearch-js's transport on node:http with a keep-alive agent instead of Node's fetch. With
 * fetch (undici), most searches on a reused connection waited ~40 ms for nothing (a Nagle /
 * delayed-ACK stall: p50 44 ms against 1.5 ms here for the same multi-search), which alone breaks
 * a 30 ms p95. node:http sends headers and body in one write with TCP_NODELAY.
 *
 * Errors keep the client's types: an answer of 4xx/5xx becomes MeiliSearchApiError (the client
 * wraps whatever a custom transport throws in MeiliSearchRequestError, with it as the cause).
 */
export function nodeHttpClient(agents: { http: http.Agent; https: https.Agent }): HttpClient {
  return (input, init) =>
    new Promise<unknown>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = init?.body;
      if (body !== undefined && body !== null && typeof body !== 'string') {
        reject(new TypeError('the Meilisearch transport sends JSON text bodies only'));
        return;
      }
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      if (body) headers['content-length'] = String(Buffer.byteLength(body));
      const secure = url.protocol === 'https:';
      // Abort by hand rather than with request's `signal` option: the client polls tasks with one
      // signal for many requests, and a listener left on it per request would pile up.
      const signal = init?.signal ?? undefined;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const request = (secure ? https : http).request(
        url,
        { method: init?.method ?? 'GET', headers, agent: secure ? agents.https : agents.http },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              const parsed: unknown = text === '' ? undefined : JSON.parse(text);
              const status = response.statusCode ?? 0;
              if (status >= 200 && status < 300) resolve(parsed);
              else
                reject(
                  new MeiliSearchApiError(
                    new Response(text, { status }),
                    parsed as ConstructorParameters<typeof MeiliSearchApiError>[1],
                  ),
                );
            } catch (error) {
              reject(error);
            }
          });
        },
      );
      const abort = () =>
        request.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal?.addEventListener('abort', abort, { once: true });
      request.on('close', () => signal?.removeEventListener('abort', abort));
      request.on('error', reject);
      request.end(body ?? undefined);
    });
}

/** Keep-alive agents for one client; idle sockets do not keep a finished command alive. */
export function keepAliveAgents(): { http: http.Agent; https: https.Agent } {
  return {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
}

/** Meilisearch's error code (`index_not_found`, …), however deep the client wrapped the answer. */
export function meiliErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof MeiliSearchApiError) return current.cause?.code;
  }
  return undefined;
}
