// The merchants service (API and ingest worker) in a process of its own, as a test's child: its
// heap can be bounded (--max-old-space-size) and its death seen. It answers 'memory' messages with
// the highest heap and RSS it has had since the last one (sampled every 20 ms), so a test can see
// what a run cost at its peak, not only after.
// Argument: JSON { env, keyPrefix }.
require('reflect-metadata');
require('../../../platform/src/testing/swc-register');
const { NestFactory } = require('@nestjs/core');
const { RedisStreamsServer, RpcWireExceptionFilter } = require('@lumina/platform');
const { merchantsEnvSchema } = require('../config.ts');
const { MerchantsModule } = require('../merchants.module.ts');

let peak = { heapUsed: 0, rss: 0 };
const sample = () => {
  const { heapUsed, rss } = process.memoryUsage();
  peak = { heapUsed: Math.max(peak.heapUsed, heapUsed), rss: Math.max(peak.rss, rss) };
};
setInterval(sample, 20).unref();
process.on('message', (message) => {
  if (message?.type !== 'memory') return;
  sample();
  process.send({ type: 'memory', peak });
  peak = { heapUsed: 0, rss: 0 };
});

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
