import { startServiceForTest, type ServiceHarness } from '@lumina/platform/testing';
import { CartModule } from '../cart.module';
import { CatalogForCart } from './catalog-for-cart';
import { cartTestConfig, suitePrefix } from './cart-test-env';

export interface CartFixture {
  cart: ServiceHarness;
  catalog: CatalogForCart;
  stopCatalog(): Promise<void>;
  close(): Promise<void>;
}

/** The real cart and catalog services (each with its database, on the transport), on a prefix of the suite's own. */
export async function startCartWithCatalog(name: string, overrides: Record<string, string> = {}): Promise<CartFixture> {
  const keyPrefix = suitePrefix(name);
  const catalog = await CatalogForCart.start(keyPrefix);
  try {
    const cart = await startServiceForTest('cart', CartModule.forRoot(cartTestConfig(keyPrefix, overrides)), { keyPrefix });
    catalog.useClient(cart.rpc);
    return {
      cart,
      catalog,
      stopCatalog: () => catalog.stop(),
      async close() {
        await cart.close();
        await catalog.close();
      },
    };
  } catch (error) {
    await catalog.close();
    throw error;
  }
}
