import { startServiceForTest, SuiteCatalog, type ServiceHarness } from '@lumina/platform/testing';
import { CartModule } from '../cart.module';
import { cartTestConfig, suitePrefix } from './cart-test-env';

export interface CartFixture {
  cart: ServiceHarness;
  catalog: SuiteCatalog;
  stopCatalog(): Promise<void>;
  close(): Promise<void>;
}

/** The real cart and catalog services (each with its database, on the transport), on a prefix of the suite's own. */
export async function startCartWithCatalog(
  name: string,
  overrides: Record<string, string> = {},
): Promise<CartFixture> {
  const keyPrefix = suitePrefix(name);
  let cart: ServiceHarness | undefined;
  const client = () => {
    if (!cart) throw new Error('the cart harness is not up yet');
    return cart.rpc;
  };
  const catalog = await SuiteCatalog.start(keyPrefix, { client, merchantName: 'Cart Suite Lights' });
  try {
    const started = await startServiceForTest(
      'cart',
      CartModule.forRoot(cartTestConfig(keyPrefix, overrides)),
      { keyPrefix },
    );
    cart = started;
    return {
      cart: started,
      catalog,
      // Killed, as a crash would: the cart can no longer confirm prices.
      stopCatalog: () => catalog.stop('SIGKILL'),
      async close() {
        await started.close();
        await catalog.close();
      },
    };
  } catch (error) {
    await catalog.close();
    throw error;
  }
}
