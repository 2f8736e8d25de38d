// eslint-disable-next-line @nx/enforce-module-boundaries -- the suite runs a primary, a replica and a Sentinel of its own, with the launcher's helper
import { startRedisFailoverGroup, type RedisFailoverGroup } from '@lumina/infra';
import type { CartDto, ProductSnapshotDto } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Shopper } from '../cart/testing/shopper';
import { startShopBff, type ShopBff } from '../testing/shop-bff';

// See orders.controller.int-spec.ts: a CommonJS stand-in for an ESM-only dependency of @fastify/static.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/** Whether something listens on the loopback port (the primary before its SIGKILL). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.setTimeout(1000, () => resolve(false));
  }).finally(() => undefined);

describe('BFF across a Redis failover (primary SIGKILLed, Sentinel promotes the replica)', () => {
  let dir: string;
  let group: RedisFailoverGroup;
  let bff: ShopBff;
  let lamp: ProductSnapshotDto;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lumina-bff-failover-'));
    group = await startRedisFailoverGroup({ dir });
    bff = await startShopBff('bff-failover', {
      env: {
        REDIS_URL: `redis://127.0.0.1:${group.primaryPort}`,
        REDIS_SENTINELS: group.sentinels,
        REDIS_SENTINEL_NAME: group.name,
      },
    });
    lamp = await bff.catalog.add({ title: 'Failover Pendant' });
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await group?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers a read and an Idempotency-Key write sent while the primary is down, each applied once', async () => {
    const shopper = new Shopper(bff.app);
    await shopper.add(lamp.id, 1);
    const primary = await group.currentPrimaryPort();

    const switched = group.failover('kill');
    await eventually(() => listening(primary), (up) => !up, 10_000);
    // Sent in the window: Redis has no primary until the Sentinel promotes the replica (5 s and more).
    const [read, write] = await Promise.all([
      bff.app.inject({ method: 'GET', url: `/api/cart/${shopper.sessionId}` }),
      bff.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: { sessionId: shopper.sessionId, productId: lamp.id, quantity: 2 },
        headers: { 'idempotency-key': randomUUID() },
      }),
    ]);
    await switched;

    expect({ status: read.statusCode, body: read.json<{ code?: string }>().code }).toEqual({ status: 200, body: undefined });
    expect({ status: write.statusCode, body: write.json<{ code?: string }>().code }).toEqual({ status: 200, body: undefined });
    expect(read.json<CartDto>().items.map((item) => item.quantity)).toEqual([1]);
    expect(write.json<CartDto>().items.map((item) => item.quantity)).toEqual([3]);
    expect((await shopper.cart()).items.map((item) => item.quantity)).toEqual([3]);
  }, 90_000);
});
