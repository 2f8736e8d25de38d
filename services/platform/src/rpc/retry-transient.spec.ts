import { retryTransient } from './retry-transient';

const timeout = { code: 'RPC.TIMEOUT', kind: 'unavailable', message: 'No reply' };
const catalogDown = { code: 'CART.CATALOG_UNAVAILABLE', kind: 'unavailable', message: 'try again in a moment' };
const connectionLost = Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' });

/** An attempt that fails with `failures` in turn, then answers 'done'; counts its calls. */
function failingWith(...failures: unknown[]) {
  const calls: number[] = [];
  const attempt = (remainingMs: number) => {
    calls.push(remainingMs);
    const failure = failures.shift();
    return failure === undefined ? Promise.resolve('done') : Promise.reject(failure);
  };
  return { attempt, calls };
}

describe('retryTransient', () => {
  it('sends again after a timeout, a lost connection or a service unavailable for now, within the deadline', async () => {
    const { attempt, calls } = failingWith(timeout, connectionLost, catalogDown);
    await expect(retryTransient(attempt, Date.now() + 5000)).resolves.toBe('done');
    expect(calls).toHaveLength(4);
    // Each attempt is told how long is left, so its own wait ends by the deadline.
    expect(calls.every((left, i) => left <= 5000 && (i === 0 || left < (calls[i - 1] ?? 0)))).toBe(true);
  });

  it('answers the failure once the deadline leaves no room for another attempt', async () => {
    const { attempt, calls } = failingWith(timeout, timeout, timeout, timeout);
    await expect(retryTransient(attempt, Date.now() + 250)).rejects.toBe(timeout);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.length).toBeLessThan(4);
  });

  it("does not send again what a handler decided (not found, conflict) nor a closed client's refusal", async () => {
    for (const final of [
      { code: 'CART.ITEM_NOT_FOUND', kind: 'not_found', message: 'gone' },
      { code: 'RPC.CLIENT_CLOSED', kind: 'unavailable', message: 'closed' },
      new Error('boom'),
    ]) {
      const { attempt, calls } = failingWith(final);
      await expect(retryTransient(attempt, Date.now() + 5000)).rejects.toBe(final);
      expect(calls).toHaveLength(1);
    }
  });

  it('runs once without a deadline (a request not marked safe to repeat)', async () => {
    const { attempt, calls } = failingWith(timeout);
    await expect(retryTransient(attempt, undefined)).rejects.toBe(timeout);
    expect(calls).toEqual([Infinity]);
  });
});
