import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from './logger';
import { getFreePort, isPortOpen } from './ports';
import { ensureRedis, probeRedis } from './redis';

jest.setTimeout(30_000);

describe('ensureRedis', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lumina-redis-'));
    chmodSync(dataDir, 0o755);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts its own redis-server when the URL does not answer, and stop() closes its port', async () => {
    const port = await getFreePort();
    const redis = await ensureRedis({ url: `redis://127.0.0.1:${port}`, dataDir, log: silentLogger });
    try {
      expect(redis.started).toBe(true);
      expect(redis.pid).toBeGreaterThan(0);
      expect(await probeRedis(redis.url)).toEqual({ up: true });
    } finally {
      await redis.stop();
    }
    const ownPort = Number(new URL(redis.url).port);
    expect(await isPortOpen(ownPort)).toBe(false);
    await expect(redis.stop()).resolves.toBeUndefined(); // idempotent
  });

  it('reuses a server that answers PING and leaves it running on stop()', async () => {
    const own = await ensureRedis({
      url: `redis://127.0.0.1:${await getFreePort()}`,
      dataDir,
      log: silentLogger,
    });
    try {
      const reused = await ensureRedis({ url: own.url, dataDir, log: silentLogger });
      expect(reused).toMatchObject({ url: own.url, started: false });
      await reused.stop();
      expect(await probeRedis(own.url)).toEqual({ up: true });
    } finally {
      await own.stop();
    }
  });

  it('keeps the password of the URL for the server it starts', async () => {
    const port = await getFreePort();
    const redis = await ensureRedis({
      url: `redis://:s3cret@127.0.0.1:${port}/2`,
      dataDir,
      log: silentLogger,
    });
    try {
      expect(redis.url).toMatch(/^redis:\/\/:s3cret@127\.0\.0\.1:\d+\/2$/);
      expect(await probeRedis(redis.url)).toEqual({ up: true });
      await expect(probeRedis(redis.url.replace(':s3cret@', ''))).rejects.toThrow(/answered but refused/);
    } finally {
      await redis.stop();
    }
  });

  it('fails at once, with the exit code, when the server dies while starting', async () => {
    const port = await getFreePort();
    const started = Date.now();
    await expect(
      ensureRedis({ url: `redis://127.0.0.1:${port}`, dataDir, log: silentLogger, command: 'false' }),
    ).rejects.toThrow('redis exited with code 1 while starting');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('names the command that installs redis-server when it is missing', async () => {
    const port = await getFreePort();
    await expect(
      ensureRedis({
        url: `redis://127.0.0.1:${port}`,
        dataDir,
        log: silentLogger,
        command: 'redis-server-not-installed',
      }),
    ).rejects.toThrow('apt-get install -y redis-server');
  });
});
