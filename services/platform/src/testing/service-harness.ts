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

export interface ServiceHarnessOptions {
  /** A key prefix of the suite's own, when a fake of another service must not compete with the real one. */
  keyPrefix?: string;
  /** How soon a message left by a stopped instance is claimed (crash-recovery tests). */
  claimIdleMs?: number;
  requestTimeoutMs?: number;
}

/**
 * Runs a service module on the real transport, database and Redis of the test run, and gives a
 * client that calls it exactly as the BFF does.
 */
export async function startServiceForTest(
  service: ServiceName,
  module: Parameters<typeof NestFactory.createMicroservice>[0],
  options: ServiceHarnessOptions = {},
): Promise<ServiceHarness> {
  const env = testEnv();
  const prefix = options.keyPrefix ?? env.keyPrefix;
  const app = await NestFactory.createMicroservice(module, {
    strategy: new RedisStreamsServer({ url: env.redisUrl, prefix, service, claimIdleMs: options.claimIdleMs }),
    logger: ['error', 'warn'],
  });
  app.useGlobalFilters(new RpcWireExceptionFilter());
  await app.listen();
  const client = new RedisStreamsClient({ url: env.redisUrl, prefix, requestTimeoutMs: options.requestTimeoutMs ?? 5000 });
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
