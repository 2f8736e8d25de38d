import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

/**
 * A port free right now, drawn at random below the kernel's ephemeral range: a port the kernel
 * hands out for `listen(0)` is also what it gives the next outgoing connection of any process (a
 * Redis or PostgreSQL client), which then holds it before our child binds it. Random, so parallel
 * test runs rarely draw the same one. The window between this probe and the child's bind remains;
 * the child's own bind error names the port. `avoid`: ports already handed to children not bound yet
 * (a probe cannot see them), e.g. the other services of one system being planned.
 */
export async function getFreePort(host = '127.0.0.1', avoid: ReadonlySet<number> = new Set()): Promise<number> {
  const [low, high] = UNEPHEMERAL_PORTS;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = randomInt(low, high + 1);
    if (!avoid.has(port) && (await bindError(port, host)) === undefined) return port;
  }
  return kernelAssignedPort(host);
}

/** Ports no outgoing connection takes on Linux by default (ip_local_port_range starts at 32768). */
const UNEPHEMERAL_PORTS = [20_000, Math.min(32_767, ephemeralRangeStart() - 1)] as const;

function ephemeralRangeStart(): number {
  try {
    return Number.parseInt(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'), 10) || 32_768;
  } catch {
    return 32_768; // not Linux: its default
  }
}

function kernelAssignedPort(host: string): Promise<number> {
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

function bindError(port: number, host?: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(error.code);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/**
 * Whether nothing listens on `port`. Binds the unspecified address (dual-stack `::`, or 0.0.0.0
 * without IPv6) because that conflicts with a listener on any interface, which is what the BFF
 * (HOST 0.0.0.0) would hit.
 */
export async function isPortFree(port: number): Promise<boolean> {
  return (await bindError(port)) === undefined;
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
