import { SyncCoalescer, type Flushed } from './sync-coalescer';

/** A flush that records its calls; ids starting with "gone" do not exist any more. */
function recordingFlush() {
  const calls: string[][] = [];
  const flush = async (ids: string[]): Promise<Flushed> => {
    calls.push([...ids].sort());
    return {
      upserted: new Set(ids.filter((id) => !id.startsWith('gone'))),
      removed: new Set(ids.filter((id) => id.startsWith('gone'))),
    };
  };
  return { calls, flush };
}

/** Lets due timers fire, then waits for the promise. */
async function settled<T>(promise: Promise<T>): Promise<T> {
  await jest.advanceTimersByTimeAsync(0);
  return promise;
}

describe('SyncCoalescer', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('flushes a first change at once after a quiet spell', async () => {
    const { calls, flush } = recordingFlush();
    const coalescer = new SyncCoalescer(flush, { maxIds: 100, intervalMs: 2_000, burstIds: 2 });

    const share = coalescer.sync(['a', 'gone-1']);
    await jest.advanceTimersByTimeAsync(0);

    await expect(share).resolves.toEqual({ upserted: 1, removed: 1 });
    expect(calls).toEqual([['a', 'gone-1']]);
  });

  it('flushes single changes one after another at once (an admin editing products)', async () => {
    const { calls, flush } = recordingFlush();
    const coalescer = new SyncCoalescer(flush, { maxIds: 100, intervalMs: 2_000, burstIds: 2 });

    await settled(coalescer.sync(['edit-1']));
    await settled(coalescer.sync(['edit-2']));
    await settled(coalescer.sync(['edit-3']));

    expect(calls).toEqual([['edit-1'], ['edit-2'], ['edit-3']]);
  });

  it('after a large flush, gathers what arrives into one flush and gives each caller its own share', async () => {
    const { calls, flush } = recordingFlush();
    const coalescer = new SyncCoalescer(flush, { maxIds: 100, intervalMs: 2_000, burstIds: 2 });
    await settled(coalescer.sync(['first', 'second']));

    const shares = [coalescer.sync(['a', 'b']), coalescer.sync(['c', 'gone-2']), coalescer.sync(['b'])];
    await jest.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);

    await expect(Promise.all(shares)).resolves.toEqual([
      { upserted: 2, removed: 0 },
      { upserted: 1, removed: 1 },
      { upserted: 1, removed: 0 },
    ]);
    expect(calls).toEqual([['first', 'second'], ['a', 'b', 'c', 'gone-2']]);
  });

  it('flushes what waits at once, and everything after, once hurried (the worker is stopping)', async () => {
    const { calls, flush } = recordingFlush();
    const coalescer = new SyncCoalescer(flush, { maxIds: 100, intervalMs: 60_000, burstIds: 1 });
    await settled(coalescer.sync(['first']));

    const waiting = coalescer.sync(['a']);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    coalescer.hurry();
    await expect(waiting).resolves.toEqual({ upserted: 1, removed: 0 });
    await expect(settled(coalescer.sync(['b']))).resolves.toEqual({ upserted: 1, removed: 0 });

    expect(calls).toEqual([['first'], ['a'], ['b']]);
  });

  it('flushes without waiting once enough ids are gathered', async () => {
    const { calls, flush } = recordingFlush();
    const coalescer = new SyncCoalescer(flush, { maxIds: 3, intervalMs: 60_000, burstIds: 1 });
    await settled(coalescer.sync(['first']));

    const share = coalescer.sync(['a', 'b', 'c']);
    await jest.advanceTimersByTimeAsync(0);

    await expect(share).resolves.toEqual({ upserted: 3, removed: 0 });
    expect(calls).toHaveLength(2);
  });

  it('fails the callers of a failed flush only; the next flush runs', async () => {
    let fail = true;
    const calls: string[][] = [];
    const coalescer = new SyncCoalescer(
      async (ids) => {
        calls.push(ids);
        if (fail) throw new Error('meilisearch is down');
        return { upserted: new Set(ids), removed: new Set() };
      },
      { maxIds: 100, intervalMs: 10, burstIds: 1 },
    );

    const failed = coalescer.sync(['a']);
    const failure = expect(failed).rejects.toThrow('meilisearch is down');
    await jest.advanceTimersByTimeAsync(0);
    await failure;
    fail = false;
    const retried = coalescer.sync(['a']);
    await jest.advanceTimersByTimeAsync(10);

    await expect(retried).resolves.toEqual({ upserted: 1, removed: 0 });
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('runs exclusive work between flushes, never during one', async () => {
    const events: string[] = [];
    let release: (() => void) | undefined;
    const coalescer = new SyncCoalescer(
      async (ids) => {
        events.push(`flush ${ids.join(',')} start`);
        if (ids.includes('slow')) await new Promise<void>((resolve) => (release = resolve));
        events.push(`flush ${ids.join(',')} end`);
        return { upserted: new Set(ids), removed: new Set() };
      },
      { maxIds: 100, intervalMs: 0, burstIds: 1 },
    );

    const slow = coalescer.sync(['slow']);
    await jest.advanceTimersByTimeAsync(0);
    const rebuild = coalescer.exclusive(async () => {
      events.push('rebuild');
      return 42;
    });
    const after = coalescer.sync(['after']);
    await jest.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['flush slow start']);

    release?.();
    await expect(Promise.all([slow, rebuild, after])).resolves.toEqual([
      { upserted: 1, removed: 0 },
      42,
      { upserted: 1, removed: 0 },
    ]);
    expect(events).toEqual(['flush slow start', 'flush slow end', 'rebuild', 'flush after start', 'flush after end']);
  });

  describe('while a feed sync writes (held)', () => {
    const options = { maxIds: 3, intervalMs: 2_000, burstIds: 1, maxHoldMs: 30_000, holdPollMs: 250 };

    it('gathers ids past maxIds while held and flushes them together once the writes end', async () => {
      const { calls, flush } = recordingFlush();
      let writing = true;
      const coalescer = new SyncCoalescer(flush, { ...options, held: async () => writing });

      const shares = [coalescer.sync(['a', 'b']), coalescer.sync(['c', 'd']), coalescer.sync(['e'])];
      await jest.advanceTimersByTimeAsync(10_000);
      expect(calls).toEqual([]);
      writing = false;
      await jest.advanceTimersByTimeAsync(250);

      await expect(Promise.all(shares)).resolves.toEqual([
        { upserted: 2, removed: 0 },
        { upserted: 2, removed: 0 },
        { upserted: 1, removed: 0 },
      ]);
      expect(calls).toEqual([['a', 'b', 'c', 'd', 'e']]);
    });

    it('holds no longer than maxHoldMs after the oldest waiting id, however long the writes go on', async () => {
      const { calls, flush } = recordingFlush();
      const coalescer = new SyncCoalescer(flush, { ...options, held: async () => true });

      const first = coalescer.sync(['a']);
      await jest.advanceTimersByTimeAsync(20_000);
      const second = coalescer.sync(['b']);
      await jest.advanceTimersByTimeAsync(9_750);
      expect(calls).toEqual([]);
      await jest.advanceTimersByTimeAsync(250);

      await expect(Promise.all([first, second])).resolves.toHaveLength(2);
      expect(calls).toEqual([['a', 'b']]);

      // The same writes go on: later ids are flushed as usual (2 s apart in a burst), not held again.
      const later = coalescer.sync(['c']);
      await jest.advanceTimersByTimeAsync(2_000);
      await expect(later).resolves.toEqual({ upserted: 1, removed: 0 });
      expect(calls).toEqual([['a', 'b'], ['c']]);
    });

    it('holds again for the next sync once the writes of the last one ended', async () => {
      const { calls, flush } = recordingFlush();
      let writing = true;
      const coalescer = new SyncCoalescer(flush, { ...options, held: async () => writing });
      await jest.advanceTimersByTimeAsync(0);
      const first = coalescer.sync(['a']);
      await jest.advanceTimersByTimeAsync(30_000);
      await first;
      writing = false;
      const between = coalescer.sync(['b']);
      await jest.advanceTimersByTimeAsync(2_000);
      await between;

      writing = true;
      const next = coalescer.sync(['c']);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(calls).toEqual([['a'], ['b']]);
      writing = false;
      await jest.advanceTimersByTimeAsync(250);
      await expect(next).resolves.toEqual({ upserted: 1, removed: 0 });
      expect(calls).toEqual([['a'], ['b'], ['c']]);
    });

    it('holds nothing when the mark cannot be read (a Redis blip must not stall the index)', async () => {
      const { calls, flush } = recordingFlush();
      const coalescer = new SyncCoalescer(flush, {
        ...options,
        held: () => Promise.reject(new Error('connection lost')),
      });

      await expect(settled(coalescer.sync(['a']))).resolves.toEqual({ upserted: 1, removed: 0 });
      expect(calls).toEqual([['a']]);
    });

    it('flushes at once when hurried (the worker is stopping), held or not', async () => {
      const { calls, flush } = recordingFlush();
      const coalescer = new SyncCoalescer(flush, { ...options, held: async () => true });

      const waiting = coalescer.sync(['a']);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(calls).toEqual([]);
      coalescer.hurry();

      await expect(waiting).resolves.toEqual({ upserted: 1, removed: 0 });
      expect(calls).toEqual([['a']]);
    });
  });
});
