import type { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { ServiceName } from '@lumina/contracts';
import { RedisStreamsClient, RedisStreamsServer } from '../messaging';
import { RpcClient } from '../rpc/rpc-client';
import { RpcWireExceptionFilter } from '../messaging/rpc-wire-exception.filter';
import { testEnv } from './test-env';

export interface ServiceHarness {
  app: INestMicroservice;
  rpc: RpcClient;
  close(): Promise<void>;
}

/**
 * Runs a service module on the real transport, database and Redis of the test run, and gives a
 * client that calls it exactly as the BFF does.
 */
export async function startServiceForTest(
  service: ServiceName,
  module: Parameters<typeof NestFactory.createMicroservice>[0],
): Promise<ServiceHarness> {
  const env = testEnv();
  const app = await NestFactory.createMicroservice(module, {
    strategy: new RedisStreamsServer({ url: env.redisUrl, prefix: env.keyPrefix, service }),
    logger: ['error', 'warn'],
  });
  app.useGlobalFilters(new RpcWireExceptionFilter());
  await app.listen();
  const client = new RedisStreamsClient({ url: env.redisUrl, prefix: env.keyPrefix, requestTimeoutMs: 5000 });
  await client.connect();
  const rpc = new RpcClient(client);
  return {
    app,
    rpc,
    async close() {
      await client.close();
      await app.close();
    },
  };
}
