// eslint-disable-next-line @nx/enforce-module-boundaries -- the test runs a primary, a replica and a Sentinel of its own, with the launcher's helper
import { startRedisFailoverGroup, type RedisFailoverGroup } from '@lumina/infra';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import Redis from 'ioredis';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseEnvSchema, parseEnv } from '../config/config';
import { call, connectClient, replicaModule, Resources, startReplica } from '../messaging/integration/harness';
import { eventually } from '../testing/eventually';
import { createRedis, redisEndpoint } from './redis-endpoint';

const LOOPBACK = '127.0.0.1';

/** A plain connection to one server of the group, to look behind the client's back. */
async function onServer<T>(port: number, question: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({ host: LOOPBACK, port, maxRetriesPerRequest: 1 });
  try {
    return await question(redis);
  } finally {
    redis.disconnect();
  }
}

/** What the Sentinel decided, one short line per decision, for a failure message that CI shows only the start of. */
async function sentinelDecisions(file: string): Promise<string[]> {
  const log = await readFile(file, 'utf8').catch(() => '');
  const decision = /(\d\d:\d\d:\d\d\.\d+) [#*] ([+-](?:s|o)down|[+-]tilt|\+switch-master|\+convert-to-slave|\+failover-end|-failover-abort[\w-]*|\+reboot) (.*)$/;
  return log.split('\n').flatMap((line) => {
    const match = decision.exec(line);
    // "slave 127.0.0.1:123 127.0.0.1 123 @ lumina 127.0.0.1 456" → "slave 123 @ 456"
    return match ? [`${match[1]} ${match[2]} ${match[3].replace(/(?:127\.0\.0\.1:\d+ )?127\.0\.0\.1 /g, '').replace(/ lumina/, '')}`] : [];
  });
}

const remotePort = (client: Redis) => (client as unknown as { stream?: { remotePort?: number } }).stream?.remotePort;

describe('Redis through Sentinel (createRedis)', () => {
  let dir: string;
  let group: RedisFailoverGroup;
  let client: Redis;
  const reconnects: number[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lumina-sentinel-'));
    group = await startRedisFailoverGroup({ dir });
    // The path a service takes: its environment, parsed by the config schema, into the factory.
    const config = parseEnv(baseEnvSchema, { REDIS_SENTINELS: group.sentinels, REDIS_SENTINEL_NAME: group.name });
    client = createRedis(redisEndpoint(config), { connectionName: 'failover-test' });
    client.on('reconnecting', (delay: number) => reconnects.push(delay));
    client.on('error', () => undefined);
  }, 60_000);

  afterAll(async () => {
    client?.disconnect();
    await group?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('finds the primary through the Sentinel, ignoring the host of REDIS_URL', async () => {
    await client.set('greeting', 'before the failover');
    expect(remotePort(client)).toBe(group.primaryPort);
    expect(await onServer(group.primaryPort, (r) => r.get('greeting'))).toBe('before the failover');
  });

  it('keeps writing across a failover, then writes to the new primary', async () => {
    let stopped = false;
    let acknowledged = 0;
    const failed: string[] = [];
    const writer = (async () => {
      while (!stopped) {
        await client.incr('writes').then(
          () => (acknowledged += 1),
          (error: Error) => failed.push(error.message),
        );
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const newPrimary = await group.failover();
    const atFailover = acknowledged;
    expect(await eventually(() => acknowledged, (count) => count > atFailover + 20, 20_000)).toBeGreaterThan(atFailover + 20);
    stopped = true;
    await writer;

    expect(newPrimary).toBe(group.replicaPort);
    expect(remotePort(client)).toBe(newPrimary);
    // The write loop never saw an error: commands waited for the reconnect and went to the new primary.
    expect(failed).toEqual([]);
    const counted = Number(await onServer(newPrimary, (r) => r.get('writes')));
    // Asynchronous replication may drop the last writes made on the old primary during the switch;
    // every write made after it is on the new one.
    expect(counted).toBeGreaterThan(acknowledged - atFailover);
    expect(await client.get('greeting')).toBe('before the failover');
  }, 60_000);

  it('reconnects and resends a write that a demoted primary answered with READONLY', async () => {
    const demoted = await group.currentPrimaryPort();
    const promoted = demoted === group.primaryPort ? group.replicaPort : group.primaryPort;
    await client.ping();
    expect(remotePort(client)).toBe(demoted);

    // An operator's switchover that the client is not told about: the Sentinel is pointed at the
    // other server and the old primary becomes its replica, keeping the client's connection open.
    await onServer(promoted, (r) => r.call('REPLICAOF', 'NO', 'ONE'));
    await onServer(Number(group.sentinels.split(':')[1]), async (r) => {
      await r.call('SENTINEL', 'REMOVE', group.name);
      await r.call('SENTINEL', 'MONITOR', group.name, LOOPBACK, promoted, 1);
    });
    await onServer(demoted, (r) => r.call('REPLICAOF', LOOPBACK, promoted));
    const role = await eventually(() => onServer(demoted, (r) => r.call('ROLE') as Promise<unknown[]>), ([name]) => name === 'slave');
    expect(role[0]).toBe('slave');
    expect(remotePort(client)).toBe(demoted);
    await expect(onServer(demoted, (r) => r.set('direct', 'x'))).rejects.toThrow(/READONLY/);

    const reconnectsBefore = reconnects.length;
    await expect(client.set('after-demotion', 'written')).resolves.toBe('OK');

    expect(reconnects.length).toBeGreaterThan(reconnectsBefore);
    expect(remotePort(client)).toBe(promoted);
    expect(await onServer(promoted, (r) => r.get('after-demotion'))).toBe('written');
  }, 60_000);
});

describe('Redis through Sentinel when the primary is killed', () => {
  let dir: string;
  let group: RedisFailoverGroup;
  let client: Redis;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lumina-sentinel-kill-'));
    group = await startRedisFailoverGroup({ dir });
    client = createRedis({ url: 'redis://127.0.0.1:6379', sentinel: { sentinels: [{ host: LOOPBACK, port: Number(group.sentinels.split(':')[1]) }], name: group.name } });
    client.on('error', () => undefined);
  }, 60_000);

  afterAll(async () => {
    client?.disconnect();
    await group?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('writes to the promoted replica, and the killed primary comes back as its replica', async () => {
    await client.set('before', '1');
    // The replica must have the write before the primary dies, or the failover loses it.
    await client.call('WAIT', 1, 1000);

    const newPrimary = await group.failover('kill');

    expect(newPrimary).toBe(group.replicaPort);
    await expect(client.set('after', '2')).resolves.toBe('OK');
    expect(remotePort(client)).toBe(newPrimary);
    expect(await client.get('before')).toBe('1');
    const role = await eventually(
      () => onServer(group.primaryPort, (r) => r.call('ROLE') as Promise<unknown[]>),
      ([name]) => name === 'slave',
      // Sentinel converts the returning primary after its next INFO (every 10 s) and 8 s of it staying
      // up; a Sentinel stalled for 2 s by a loaded machine enters TILT and acts on nothing for 30 s more.
      90_000,
    );
    // On failure the Sentinel's decisions say why: a second failover back onto the old primary
    // (+switch-master twice), TILT, or no +convert-to-slave at all.
    expect({ role: role[0], decisions: role[0] === 'slave' ? [] : await sentinelDecisions(join(dir, 'sentinel.log')) }).toEqual({ role: 'slave', decisions: [] });
    expect(await eventually(() => onServer(group.primaryPort, (r) => r.get('after')), (value) => value === '2', 20_000)).toBe('2');
  }, 150_000);
});

@Controller()
class EchoHandlers {
  @MessagePattern('echo.say')
  say(@Payload() n: number): number {
    return n;
  }
}

describe('the transport through Sentinel', () => {
  let dir: string;
  let group: RedisFailoverGroup;
  const resources = new Resources();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lumina-sentinel-rpc-'));
    group = await startRedisFailoverGroup({ dir });
  }, 60_000);

  afterAll(async () => {
    await resources.closeAll();
    await group?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 30_000);

  it('answers requests sent before, during and after a failover', async () => {
    const endpoint = redisEndpoint(parseEnv(baseEnvSchema, { REDIS_SENTINELS: group.sentinels, REDIS_SENTINEL_NAME: group.name }));
    const options = { ...endpoint, prefix: 'lumina-failover', service: 'echo', blockMs: 500 };
    resources.add(await startReplica(replicaModule([EchoHandlers]), options));
    const client = resources.add(await connectClient({ ...endpoint, prefix: 'lumina-failover', requestTimeoutMs: 20_000 }));
    expect(await call<number>(client, 'echo.say', 1)).toBe(1);

    const during = Array.from({ length: 20 }, (_, i) => call<number>(client, 'echo.say', 100 + i));
    await group.failover();
    const after = await call<number>(client, 'echo.say', 2);

    // The server's blocked reader and the client's reply reader both moved to the new primary.
    expect(after).toBe(2);
    // On loopback the replica is current when the switch happens: nothing sent before it is lost.
    expect(await Promise.all(during)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
  }, 60_000);
});
