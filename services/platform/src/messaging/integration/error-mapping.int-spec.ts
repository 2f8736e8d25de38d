import { Controller } from '@nestjs/common';
import { MessagePattern, RpcException } from '@nestjs/microservices';
import { register } from 'prom-client';
import { NotFoundError, ValidationError } from '../../errors/domain-error';
import {
  call,
  connectClient,
  deleteKeys,
  REDIS_URL,
  rejectionOf,
  replicaModule,
  Resources,
  startReplica,
  testPrefix,
} from './harness';

@Controller()
class FailingHandlers {
  @MessagePattern('shop.missing')
  missing(): never {
    throw new NotFoundError('SHOP.PRODUCT_NOT_FOUND', 'No product with slug "desk-lamp"');
  }

  @MessagePattern('shop.invalid')
  async invalid(): Promise<never> {
    await Promise.resolve();
    throw new ValidationError('quantity must be positive', { field: 'quantity' });
  }

  @MessagePattern('shop.rpc')
  rpc(): never {
    throw new RpcException({ code: 'SHOP.OUT_OF_STOCK', kind: 'conflict', message: 'Only 2 left' });
  }

  @MessagePattern('shop.crash')
  crash(): never {
    throw new Error('connection string postgres://admin:secret@db leaked');
  }
}

describe('RedisStreamsServer handler errors', () => {
  const prefix = testPrefix('errors');
  const resources = new Resources();
  let client: Awaited<ReturnType<typeof connectClient>>;

  beforeAll(async () => {
    resources.add(
      await startReplica(replicaModule([FailingHandlers]), { url: REDIS_URL, prefix, service: 'shop' }),
    );
    client = resources.add(await connectClient({ url: REDIS_URL, prefix }));
  });
  afterAll(async () => {
    await resources.closeAll();
    await deleteKeys(prefix);
  });

  it('gives the caller a DomainError as its code, kind and message', async () => {
    await expect(rejectionOf(call(client, 'shop.missing', {}))).resolves.toEqual({
      code: 'SHOP.PRODUCT_NOT_FOUND',
      kind: 'not_found',
      message: 'No product with slug "desk-lamp"',
    });
  });

  it('keeps the details of a DomainError thrown from an async handler', async () => {
    await expect(rejectionOf(call(client, 'shop.invalid', {}))).resolves.toEqual({
      code: 'VALIDATION',
      kind: 'validation',
      message: 'quantity must be positive',
      details: { field: 'quantity' },
    });
  });

  it('passes on the WireError inside an RpcException', async () => {
    await expect(rejectionOf(call(client, 'shop.rpc', {}))).resolves.toEqual({
      code: 'SHOP.OUT_OF_STOCK',
      kind: 'conflict',
      message: 'Only 2 left',
    });
  });

  it('reports any other error as INTERNAL without its message or stack', async () => {
    const error = await rejectionOf(call(client, 'shop.crash', {}));

    expect(error).toEqual({ code: 'INTERNAL', kind: 'internal', message: 'Internal error' });
    expect(JSON.stringify(error)).not.toContain('secret');
  });

  it('records handling time by pattern and outcome', async () => {
    await rejectionOf(call(client, 'shop.missing', {}));

    const metrics = await register.getSingleMetricAsString('lumina_rpc_handle_seconds');
    expect(metrics).toMatch(
      /lumina_rpc_handle_seconds_count\{pattern="shop.missing",outcome="error"\} [1-9]/,
    );
  });
});
