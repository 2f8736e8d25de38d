import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { getFreePort, isPortFree } from './ports';

function ephemeralStart(): number {
  return Number.parseInt(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'), 10);
}

describe('getFreePort', () => {
  it('gives ports below the kernel’s ephemeral range, which outgoing connections never take', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => getFreePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralStart());
    }
    expect(new Set(ports).size).toBeGreaterThan(15); // drawn at random, not handed out in sequence
  });

  it('never gives a port it was told to avoid (handed to a child that has not bound it yet)', async () => {
    const avoid = new Set(Array.from({ length: ephemeralStart() - 20_000 }, (_, i) => 20_000 + i));
    const port = await getFreePort('127.0.0.1', avoid);
    expect(avoid.has(port)).toBe(false);
    expect(await isPortFree(port)).toBe(true);
  });

  it('gives a port that a server can then listen on', async () => {
    const port = await getFreePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    expect(await isPortFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortFree(port)).toBe(true);
  });
});
