// The merchants service in its own process, killed (SIGKILL, no cleanup) right after its ingest
// run checkpointed its second batch: the run must be picked up again by another worker.
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
IngestLogsRepository.prototype.saveProgress = async function saveThenDie(id, progress) {
  await saveProgress.call(this, id, progress);
  saved += 1;
  if (saved === 2) process.kill(process.pid, 'SIGKILL');
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
