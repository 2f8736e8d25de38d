// eslint-disable-next-line @nx/enforce-module-boundaries -- a port nothing listens on, found by the launcher's helper
import { getFreePort } from '@lumina/infra';
import { Logger } from '@nestjs/common';
import { createRedis } from './redis-endpoint';

/** Resolves once `condition` holds; the test's own timeout bounds the wait. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a connection from createRedis while Redis does not answer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs each distinct error once, not every reconnect attempt with its stack', async () => {
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const port = await getFreePort();
    const attempts: number[] = [];
    const client = createRedis({ url: `redis://127.0.0.1:${port}` }, { connectionName: 'sessions', retryStrategy: () => 50 });
    client.on('reconnecting', () => attempts.push(Date.now()));
    try {
      // Enough refused reconnects that a log line per attempt would show.
      await until(() => attempts.length > 3);
    } finally {
      client.disconnect();
    }

    expect(logged.mock.calls.map(([message]) => String(message))).toEqual([expect.stringMatching(/^Redis sessions: connect ECONNREFUSED 127\.0\.0\.1:\d+$/)]);
    expect(printed.mock.calls.filter(([first]) => String(first).includes('Unhandled error event'))).toEqual([]);
  });

  it('leaves the logging to an owner that listens for errors itself', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const port = await getFreePort();
    const seen: string[] = [];
    const client = createRedis({ url: `redis://127.0.0.1:${port}` }, { retryStrategy: () => 50 });
    client.on('error', (error: Error) => seen.push(error.message));
    try {
      await until(() => seen.length > 2);
    } finally {
      client.disconnect();
    }

    expect(logged).not.toHaveBeenCalled();
  });
});
