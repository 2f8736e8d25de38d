import { SearchCircuit } from './search-circuit';

describe('SearchCircuit', () => {
  let now = 0;
  const circuit = () => new SearchCircuit(5000, 1, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('lets every request try Meilisearch while closed', () => {
    const c = circuit();
    expect([c.tryAcquire(), c.tryAcquire()]).toEqual([true, true]);
  });

  it('sends requests to the fallback after a failure, until the retry delay has passed', () => {
    const c = circuit();
    expect(c.failed()).toBe(true);
    expect(c.tryAcquire()).toBe(false);
    now += 4999;
    expect(c.tryAcquire()).toBe(false);
  });

  it('lets one probe through after the delay and closes when it succeeds', () => {
    const c = circuit();
    c.failed();
    now += 5000;
    expect(c.tryAcquire()).toBe(true);
    expect(c.tryAcquire()).toBe(false);
    expect(c.succeeded()).toBe(true);
    expect(c.current).toBe('closed');
    expect(c.tryAcquire()).toBe(true);
  });

  it('stays closed through fewer failures in a row than its threshold', () => {
    const c = new SearchCircuit(5000, 3, () => now);
    expect([c.failed(), c.failed()]).toEqual([false, false]);
    expect(c.tryAcquire()).toBe(true);
    c.succeeded();
    expect([c.failed(), c.failed(), c.failed()]).toEqual([false, false, true]);
    expect(c.tryAcquire()).toBe(false);
  });

  it('opens again for another delay when the probe fails', () => {
    const c = circuit();
    c.failed();
    now += 5000;
    c.tryAcquire();
    expect(c.failed()).toBe(false);
    now += 1000;
    expect(c.tryAcquire()).toBe(false);
  });
});
