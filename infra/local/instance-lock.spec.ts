import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acquireInstanceLock,
  isProcessAlive,
  processStartTime,
  readLiveInstance,
  type InstanceRecord,
} from './instance-lock';
import { silentLogger } from './logger';

jest.setTimeout(30_000);

/** A pid that certainly belongs to no running process: one that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

function record(overrides: Partial<InstanceRecord>): InstanceRecord {
  return {
    pid: deadPid(),
    role: 'start',
    url: 'http://localhost:8080',
    startedAt: new Date().toISOString(),
    children: [],
    ...overrides,
  };
}

describe('acquireInstanceLock', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lumina-lock-'));
    file = join(dir, 'lumina.pid');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes a free lock and writes our pid and URL', async () => {
    const result = await acquireInstanceLock(file, {
      role: 'start',
      url: 'http://localhost:8080',
      log: silentLogger,
    });
    expect(result.acquired).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      pid: process.pid,
      url: 'http://localhost:8080',
      role: 'start',
    });
  });

  it('reports the holder instead of taking a lock whose process is alive', async () => {
    const first = await acquireInstanceLock(file, {
      role: 'start',
      url: 'http://localhost:8080',
      log: silentLogger,
    });
    const second = await acquireInstanceLock(file, {
      role: 'start',
      url: 'http://localhost:9090',
      log: silentLogger,
    });
    expect(first.acquired).toBe(true);
    expect(second).toEqual({
      acquired: false,
      holder: expect.objectContaining({ pid: process.pid, url: 'http://localhost:8080' }),
    });
    expect(readLiveInstance(file)?.pid).toBe(process.pid);
  });

  it('takes over a lock left by a process that has died', async () => {
    writeFileSync(file, JSON.stringify(record({})));
    expect(readLiveInstance(file)).toBeUndefined();
    const result = await acquireInstanceLock(file, {
      role: 'start',
      url: 'http://localhost:8080',
      log: silentLogger,
    });
    expect(result.acquired).toBe(true);
  });

  it('treats a recycled pid (same number, other start time) as dead', async () => {
    writeFileSync(file, JSON.stringify(record({ pid: process.pid, startTime: '1' })));
    expect(isProcessAlive(process.pid, processStartTime(process.pid))).toBe(true);
    const result = await acquireInstanceLock(file, {
      role: 'start',
      url: 'http://localhost:8080',
      log: silentLogger,
    });
    expect(result.acquired).toBe(true);
  });

  it('stops the children a dead launcher left running before taking over', async () => {
    const orphan = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => orphan.once('exit', resolve));
    const pid = orphan.pid ?? -1;
    writeFileSync(
      file,
      JSON.stringify(
        record({ children: [{ name: 'catalog', pid, startTime: processStartTime(pid), signal: 'SIGTERM' }] }),
      ),
    );
    const result = await acquireInstanceLock(file, {
      role: 'start',
      url: 'http://localhost:8080',
      log: silentLogger,
    });
    expect(result.acquired).toBe(true);
    await exited;
    expect(isProcessAlive(pid)).toBe(false);
  });

  it('release() removes only our own file and can be called twice', async () => {
    const result = await acquireInstanceLock(file, { role: 'migrate', url: '', log: silentLogger });
    if (!result.acquired) throw new Error('expected the lock');
    result.lock.update({ url: 'http://localhost:8080' });
    expect(readLiveInstance(file)?.url).toBe('http://localhost:8080');
    result.lock.release();
    result.lock.release();
    expect(existsSync(file)).toBe(false);
  });
});
