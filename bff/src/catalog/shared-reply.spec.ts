import { SharedReply } from './shared-reply';

describe('SharedReply', () => {
  let now = 0;
  const clock = () => now;

  it('answers every caller from one request until the time is up', async () => {
    const reply = new SharedReply<number>(1000, clock);
    let calls = 0;
    const load = () => Promise.resolve((calls += 1));
    const [a, b] = await Promise.all([reply.get(load), reply.get(load)]);
    now += 999;
    expect([a, b, await reply.get(load)]).toEqual([1, 1, 1]);
    now += 1;
    expect(await reply.get(load)).toBe(2);
  });

  it('does not keep a failure: the next caller asks again', async () => {
    const reply = new SharedReply<string>(1000, clock);
    await expect(reply.get(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(reply.get(() => Promise.resolve('up'))).resolves.toBe('up');
  });
});
