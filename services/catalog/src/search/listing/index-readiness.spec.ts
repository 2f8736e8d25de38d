import { IndexReadiness } from './index-readiness';

describe('IndexReadiness', () => {
  it('is not ready while the index is missing or empty, and asks again only after the recheck delay', async () => {
    const counts = [undefined, 0, 5];
    const documentCount = jest.fn(async () => counts.shift());
    const readiness = new IndexReadiness(documentCount, 50);
    await expect(readiness.isReady()).resolves.toBe(false);
    await expect(readiness.isReady()).resolves.toBe(false);
    expect(documentCount).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await expect(readiness.isReady()).resolves.toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await expect(readiness.isReady()).resolves.toBe(true);
  });

  it('stays ready once the index has documents', async () => {
    const documentCount = jest.fn(async () => 3);
    const readiness = new IndexReadiness(documentCount, 0);
    await readiness.isReady();
    await readiness.isReady();
    expect(documentCount).toHaveBeenCalledTimes(1);
  });

  it('leaves the decision to the search attempt when Meilisearch does not answer', async () => {
    const readiness = new IndexReadiness(async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(readiness.isReady()).resolves.toBe(true);
  });
});
