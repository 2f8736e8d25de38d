import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CartPatterns, OrdersPatterns, type ServiceName, type WireError } from '@lumina/contracts';
import { RedisStreamsServer } from '@lumina/platform';
import { suitePrefix, testEnv } from '@lumina/platform/testing';
import { startBffApp } from '../../testing/bff-app';

type Answer = (payload: unknown) => unknown;

/**
 * A service that answers its patterns from functions the test sets, and records what it was
 * sent, behind the real transport: the BFF under test is wired exactly as in production.
 */
export class FakeService {
  readonly calls: Array<{ pattern: string; payload: unknown }> = [];
  private readonly answers = new Map<string, Answer>();

  constructor(private readonly server: RedisStreamsServer) {}

  static async start(service: ServiceName, prefix: string, patterns: readonly string[]): Promise<FakeService> {
    const server = new RedisStreamsServer({ url: testEnv().redisUrl, prefix, service });
    const fake = new FakeService(server);
    for (const pattern of patterns) {
      server.addHandler(pattern, async (payload: unknown) => {
        fake.calls.push({ pattern, payload });
        const answer = fake.answers.get(pattern);
        if (!answer) throw { code: 'TEST.NO_ANSWER', kind: 'not_found', message: `no answer set for ${pattern}` } satisfies WireError;
        return answer(payload);
      });
    }
    await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
    return fake;
  }

  answer(pattern: string, answer: Answer): void {
    this.answers.set(pattern, answer);
  }

  fail(pattern: string, error: WireError): void {
    this.answers.set(pattern, () => {
      throw error;
    });
  }

  reset(): void {
    this.calls.splice(0);
    this.answers.clear();
  }

  close(): Promise<void> {
    return this.server.close();
  }
}

export interface BffUnderTest {
  app: NestFastifyApplication;
  cart: FakeService;
  orders: FakeService;
  close(): Promise<void>;
}

/** The BFF as main.ts builds it, talking to fake cart and orders services on a prefix of the suite's own. */
export async function startBffWithFakeServices(name: string): Promise<BffUnderTest> {
  const prefix = suitePrefix(name);
  const cart = await FakeService.start('cart', prefix, Object.values(CartPatterns));
  const orders = await FakeService.start('orders', prefix, Object.values(OrdersPatterns));
  const app = await startBffApp(prefix);
  return {
    app,
    cart,
    orders,
    async close() {
      await app.close();
      await cart.close();
      await orders.close();
    },
  };
}
