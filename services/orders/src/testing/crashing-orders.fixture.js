// The orders service in its own process, so a test can lose it at the worst moment: its order
// writer kills the process (SIGKILL, no cleanup) when called, i.e. after the payment provider said
// "succeeded" and before the order is stored. Argument: JSON { env, keyPrefix }.
require('reflect-metadata');
require('../../../platform/src/testing/swc-register');
const { NestFactory } = require('@nestjs/core');
const { RedisStreamsServer, RpcWireExceptionFilter } = require('@lumina/platform');
const { ordersEnvSchema } = require('../config.ts');
const { OrdersModule } = require('../orders.module.ts');
const { OrderWriter } = require('../orders/order-writer.ts');

OrderWriter.prototype.createFromCheckout = function crash() {
  process.kill(process.pid, 'SIGKILL');
  return new Promise(() => undefined);
};

async function main() {
  const { env, keyPrefix } = JSON.parse(process.argv[2]);
  const config = ordersEnvSchema.parse(env);
  const app = await NestFactory.createMicroservice(OrdersModule.forRoot(config), {
    strategy: new RedisStreamsServer({ url: config.REDIS_URL, prefix: keyPrefix, service: 'orders' }),
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
