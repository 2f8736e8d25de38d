import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from '../metrics/metrics';
import { HEALTH_PATHS } from './health-paths';

export interface ManagementServerOptions {
  port: number;
  host: string;
  /** Readiness of this process's own dependencies; never of the services it calls. */
  ready: () => Promise<boolean>;
}

export interface ManagementServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A listener apart from the public one, for processes whose public port faces the internet (the
 * BFF): `/metrics`, `/health/live` and `/health/ready` stay reachable by the orchestrator and
 * Prometheus without being exposed through the Ingress. Plain node:http: it must answer even when
 * the application's own stack is busy or misconfigured.
 */
export async function startManagementServer(options: ManagementServerOptions): Promise<ManagementServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET') return send(405, JSON.stringify({ status: 'error', message: 'GET only' }));
    if (path === HEALTH_PATHS.live) return send(200, JSON.stringify({ status: 'ok' }));
    if (path === HEALTH_PATHS.ready || path === HEALTH_PATHS.legacy) {
      options.ready().then(
        (ok) => send(ok ? 200 : 503, JSON.stringify({ status: ok ? 'ok' : 'error' })),
        () => send(503, JSON.stringify({ status: 'error' })),
      );
      return;
    }
    if (path === HEALTH_PATHS.metrics) {
      metricsRegistry.metrics().then(
        (text) => send(200, text, metricsRegistry.contentType),
        () => send(500, 'metrics failed', 'text/plain'),
      );
      return;
    }
    send(404, JSON.stringify({ status: 'error', message: 'Not found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
