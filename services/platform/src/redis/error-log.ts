import type Redis from 'ioredis';

/**
 * ioredis emits the same error on every reconnect attempt, several a second while Redis is down:
 * `log` gets each distinct error once until the connection is ready again. `unlessOthersListen`:
 * stay quiet while another error listener is attached (its owner logs for itself).
 */
export function logErrorsOnce(client: Redis, log: (message: string) => void, options: { unlessOthersListen?: boolean } = {}): void {
  let last = '';
  client.on('error', (error: Error) => {
    if (error.message === last || (options.unlessOthersListen && client.listenerCount('error') > 1)) return;
    last = error.message;
    log(error.message);
  });
  client.on('ready', () => (last = ''));
}
