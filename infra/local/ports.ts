import { createConnection, createServer } from 'node:net';

/**
 * A port the OS considers free right now. There is a window between closing our probe and the
 * child binding it; acceptable for a local launcher, and the child's own bind error names it.
 */
export function getFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('could not obtain a free port'))));
    });
  });
}

/**
 * Whether nothing listens on `port`. Binds the unspecified address (dual-stack `::`, or 0.0.0.0
 * without IPv6) because that conflicts with a listener on any interface, which is what the BFF
 * (HOST 0.0.0.0) would hit.
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Whether something accepts TCP connections on host:port (used to check a server really stopped). */
export async function isPortOpen(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return (await tcpConnectError(port, host, timeoutMs)) === undefined;
}

/** Why a TCP connection to host:port fails (ECONNREFUSED, ETIMEDOUT…), or undefined when it succeeds. */
export function tcpConnectError(port: number, host: string, timeoutMs = 1000): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: host.replace(/^\[(.*)\]$/, '$1') });
    const done = (error: string | undefined) => {
      socket.destroy();
      resolve(error);
    };
    socket.setTimeout(timeoutMs, () => done('ETIMEDOUT'));
    socket.once('connect', () => done(undefined));
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}
