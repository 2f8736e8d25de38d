// The merchants service in its own process, killed (SIGKILL, no cleanup) after catalog wrote its
// ingest run's second batch and before that batch's checkpoint: the run must be picked up again
// by another worker, which sends that batch again.
// Argument: JSON { env, keyPrefix }.
require('reflect-metadata');
require('../../../platform/src/testing/swc-register');
const { NestFactory } = require('@nestjs/core');
const { RedisStreamsServer, RpcWireExceptionFilter } = require('@lumina/platform');
const { merchantsEnvSchema } = require('../config.ts');
const { MerchantsModule } = require('../merchants.module.ts');
const { IngestLogsRepository } = require('../ingest/ingest-logs.repository.ts');

const saveProgress = IngestLogsRepository.prototype.saveProgress;
let saved = 0;
// Dies at the worst moment: catalog has committed the second batch, its checkpoint is not saved.
IngestLogsRepository.prototype.saveProgress = async function dieBeforeSecondCheckpoint(id, progress) {
  saved += 1;
  if (saved === 2) process.kill(process.pid, 'SIGKILL');
  await saveProgress.call(this, id, progress);
};

async function main() {
  const { env, keyPrefix } = JSON.parse(process.argv[2]);
  const config = merchantsEnvSchema.parse(env);
  const app = await NestFactory.createMicroservice(MerchantsModule.forRoot(config), {
    strategy: new RedisStreamsServer({ url: config.REDIS_URL, prefix: keyPrefix, service: 'merchants' }),
    logger: ['error', 'warn'],
  });
  app.useGlobalFilters(new RpcWireExceptionFilter());
  await app.listen();
  process.send({ type: 'ready' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
