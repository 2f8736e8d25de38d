import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';

/**
 * Serves the demo merchants' feeds (services/merchants/demo-feeds/) on loopback, so Sync and Test
 * work on a bare machine. Only this host is put in the merchants service's FEED_ALLOWED_HOSTS.
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
    const file = join(dir, name);
    if (!req.url?.startsWith('/feeds/') || !/^[\w.-]+$/.test(name) || !existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    allowedHost: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
