import Redis from 'ioredis';
import type { SentinelAddress } from './redis-endpoint';

/**
 * Moves a process's Sentinel-mode connections to the new primary as soon as the Sentinels announce
 * `+switch-master`. Without this a connection stays on the old primary until the Sentinels demote
 * it (up to ~10 s later, their INFO period), and writes made there in between are lost.
 *
 * ioredis' own `failoverDetector` does the same but, when the announcement arrives while a
 * connection is still reconnecting after its primary died, ends that client for good ("Connection
 * is closed", ioredis 5.11): here only connections that are `ready` are told to reconnect.
 */
class SwitchMasterWatch {
  private readonly clients = new Set<Redis>();
  private subscribers: Redis[] = [];

  constructor(
    private readonly sentinels: readonly SentinelAddress[],
    private readonly name: string,
  ) {}

  follow(client: Redis): void {
    client.on('ready', () => this.add(client));
    client.on('end', () => this.remove(client));
  }

  private add(client: Redis): void {
    this.clients.add(client);
    if (this.subscribers.length === 0) this.subscribe();
  }

  private remove(client: Redis): void {
    this.clients.delete(client);
    if (this.clients.size > 0) return;
    for (const subscriber of this.subscribers) subscriber.disconnect();
    this.subscribers = [];
  }

  /** One subscriber per Sentinel: any of them may be the one that announces the switch. */
  private subscribe(): void {
    this.subscribers = this.sentinels.map(({ host, port }) => {
      const subscriber = new Redis({ host, port, maxRetriesPerRequest: null, connectionName: 'lumina:switch-master' });
      subscriber.on('error', () => undefined);
      void subscriber.subscribe('+switch-master').catch(() => undefined);
      subscriber.on('message', (_channel: string, message: string) => {
        // "<master name> <old ip> <old port> <new ip> <new port>"
        if (message.split(' ')[0] !== this.name) return;
        for (const client of this.clients) if (client.status === 'ready') client.disconnect(true);
      });
      return subscriber;
    });
  }
}

const watches = new Map<string, SwitchMasterWatch>();

export function followSwitchMaster(client: Redis, sentinels: readonly SentinelAddress[], name: string): void {
  const key = `${name}@${sentinels.map(({ host, port }) => `${host}:${port}`).join(',')}`;
  let watch = watches.get(key);
  if (!watch) {
    watch = new SwitchMasterWatch(sentinels, name);
    watches.set(key, watch);
  }
  watch.follow(client);
}
