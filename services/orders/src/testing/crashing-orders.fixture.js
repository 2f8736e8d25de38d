// The orders service in its own process, so a test can lose it at the worst moment: at the crash
// point named, the process is killed (SIGKILL, no cleanup). Argument: JSON { env, keyPrefix, crashAt }.
//   before-order:      the order writer is called, i.e. the payment provider said "succeeded" and
//                      the order is not stored yet.
//   before-order-paid: the order is committed and `order.paid` is not sent to the cart yet.
require('reflect-metadata');
require('../../../platform/src/testing/swc-register');
const { NestFactory } = require('@nestjs/core');
const { RedisStreamsServer, RpcWireExceptionFilter } = require('@lumina/platform');
const { ordersEnvSchema } = require('../config.ts');
const { OrdersModule } = require('../orders.module.ts');
const { OrderWriter } = require('../orders/order-writer.ts');
const { OrderPaidOutbox } = require('../orders/order-paid.outbox.ts');

const CRASH_POINTS = {
  'before-order': [OrderWriter.prototype, 'createFromCheckout'],
  'before-order-paid': [OrderPaidOutbox.prototype, 'sendIfUnsent'],
};

function crash() {
  process.kill(process.pid, 'SIGKILL');
  return new Promise(() => undefined);
}

async function main() {
  const { env, keyPrefix, crashAt } = JSON.parse(process.argv[2]);
  const point = CRASH_POINTS[crashAt];
  if (!point) throw new Error(`unknown crash point ${crashAt}`);
  point[0][point[1]] = crash;
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
