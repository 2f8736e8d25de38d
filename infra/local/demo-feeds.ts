import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import send from '@fastify/send';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';

/**
 * Serves the demo merchants' feeds (services/merchants/demo-feeds/) on loopback, so Sync and Test
 * work on a bare machine. Only this host is put in the merchants service's FEED_ALLOWED_HOSTS.
 * As a merchant's web server would: with ETag and Last-Modified, answering 304 to a sync that
 * already has the file (@fastify/send).
 */
export interface DemoFeedServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** The FEED_ALLOWED_HOSTS entry for it: exactly this host and port. */
  allowedHost: string;
  close(): Promise<void>;
}

export async function startDemoFeedServer(rootDir: string): Promise<DemoFeedServer | null> {
  const dir = join(rootDir, 'services', 'merchants', 'demo-feeds');
  if (!existsSync(dir)) return null;
  const server: Server = createServer((req, res) => {
    const name = basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!req.url?.startsWith('/feeds/') || !/^[\w.-]+$/.test(name)) {
      res.writeHead(404).end('not found');
      return;
    }
    // A missing file is send's own 404.
    send(req, `/${name}`, { root: dir, contentType: false, cacheControl: false, acceptRanges: false }).then(
      ({ statusCode, headers, stream }) => {
        res.writeHead(statusCode, statusCode === 200 ? { ...headers, 'content-type': 'application/octet-stream' } : headers);
        stream.pipe(res);
      },
      () => res.writeHead(500).end('unreadable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    allowedHost: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
