import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from './logger';
import { ensureMeilisearch } from './meilisearch';
import { getFreePort, isPortOpen } from './ports';

jest.setTimeout(60_000);

describe('ensureMeilisearch', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lumina-meili-'));
    chmodSync(dataDir, 0o755);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the packaged binary, which answers /health, and stop() closes its port', async () => {
    const meili = await ensureMeilisearch({
      url: `http://127.0.0.1:${await getFreePort()}`,
      dataDir,
      log: silentLogger,
      masterKey: 'a-test-master-key-of-some-length',
    });
    const port = Number(new URL(meili.url).port);
    try {
      expect(meili.started).toBe(true);
      // Bounded indexing memory, not Meilisearch's two thirds of the machine (docs/adr-004).
      expect(readFileSync(`/proc/${meili.pid}/cmdline`, 'utf8').split('\0')).toEqual(
        expect.arrayContaining(['--max-indexing-memory', '1GiB']),
      );
      const health = await fetch(`${meili.url}/health`);
      expect(await health.json()).toEqual({ status: 'available' });
      // The master key we passed is in force: an anonymous call to the API is refused.
      expect((await fetch(`${meili.url}/indexes`)).status).toBe(401);
      const reused = await ensureMeilisearch({ url: meili.url, dataDir, log: silentLogger });
      expect(reused.started).toBe(false);
    } finally {
      await meili.stop();
    }
    expect(await isPortOpen(port)).toBe(false);
    await expect(meili.stop()).resolves.toBeUndefined();
  });

  it('says what is wrong when MEILI_BIN points at nothing', async () => {
    await expect(
      ensureMeilisearch({
        url: `http://127.0.0.1:${await getFreePort()}`,
        dataDir,
        log: silentLogger,
        bin: join(dataDir, 'nope'),
      }),
    ).rejects.toThrow(/MEILI_BIN points at .*nope, which does not exist/);
  });
});
