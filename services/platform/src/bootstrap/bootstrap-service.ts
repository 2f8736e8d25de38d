import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceName } from '@lumina/contracts';
import { Logger } from 'nestjs-pino';
import { RedisStreamsServer } from '../messaging';
import { redisEndpoint, type RedisSettings } from '../redis/redis-endpoint';
import { servesRequests, type ProcessRole } from './process-role';
import { ServiceExceptionFilter } from './service-exception.filter';

export interface ServiceRuntimeConfig extends RedisSettings {
  KEY_PREFIX: string;
  RPC_CLAIM_IDLE_MS: number;
  RPC_CONCURRENCY?: number;
  RPC_BATCH_SIZE?: number;
  HEALTH_PORT: number;
  HEALTH_HOST: string;
  LUMINA_ROLE: ProcessRole;
}

/**
 * Starts a service: message handlers on its Redis Streams consumer group (unless its role is
 * `worker`, whose module holds the BullMQ workers instead: see jobProcessors), plus a small HTTP
 * listener for /health and /metrics in every role. SIGTERM closes the transport (in-flight
 * messages finish), job workers and the database, then the process exits.
 */
export async function bootstrapService(
  service: ServiceName,
  module: Parameters<typeof NestFactory.create>[0],
  config: ServiceRuntimeConfig,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(module, new FastifyAdapter(), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new ServiceExceptionFilter(app.getHttpAdapter()));
  if (servesRequests(config.LUMINA_ROLE)) {
    app.connectMicroservice(
      {
        strategy: new RedisStreamsServer({
          ...redisEndpoint(config),
          prefix: config.KEY_PREFIX,
          service,
          claimIdleMs: config.RPC_CLAIM_IDLE_MS,
          concurrency: config.RPC_CONCURRENCY,
          batchSize: config.RPC_BATCH_SIZE,
        }),
      },
      { inheritAppConfig: true },
    );
  }
  app.enableShutdownHooks();
  // Init hooks first (demo seeds, stream groups): a hybrid app's transport would otherwise consume
  // requests, and announce itself alive, before them; only app.init() runs them.
  await app.init();
  await app.startAllMicroservices();
  await app.listen(config.HEALTH_PORT, config.HEALTH_HOST);
  app.get(Logger).log(`${service} ready as ${config.LUMINA_ROLE} (health on ${config.HEALTH_HOST}:${config.HEALTH_PORT})`);
  return app;
}
