import 'reflect-metadata';
import { RedisHealthIndicator, redisEndpoint, startManagementServer } from '@lumina/platform';
import { loadBffConfig } from './config';
import { createBffApp } from './http/create-app';

async function main(): Promise<void> {
  const config = loadBffConfig();
  const app = await createBffApp(config);
  if (config.MANAGEMENT_PORT !== undefined) {
    const redis = app.get(RedisHealthIndicator);
    const management = await startManagementServer({
      port: config.MANAGEMENT_PORT,
      host: config.MANAGEMENT_HOST,
      ready: async () => (await redis.check('redis', redisEndpoint(config))).redis?.status === 'up',
    });
    process.once('SIGTERM', () => void management.close());
  }
  await app.listen(config.PORT, config.HOST);
}

void main();
