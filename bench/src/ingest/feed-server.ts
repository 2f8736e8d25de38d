import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';

/** Serves the generated feed files on 127.0.0.1 (loopback only), as a merchant's server would. */
export async function serveFeeds(
  dir: string,
): Promise<{ host: string; url(file: string): string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const file = join(dir, basename(new URL(request.url ?? '/', 'http://x').pathname));
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: (file) => `http://127.0.0.1:${port}/${file}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
