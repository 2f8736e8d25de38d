import { startServiceForTest, type ServiceHarness } from '@lumina/platform/testing';
import { CartModule } from '../cart.module';
import { cartTestConfig, suitePrefix } from './cart-test-env';
import { FakeCatalogData, startFakeCatalog } from './fake-catalog';

export interface CartFixture {
  cart: ServiceHarness;
  catalog: FakeCatalogData;
  stopCatalog(): Promise<void>;
  close(): Promise<void>;
}

/** The real cart service (database, transport) with a fake catalogue, on a prefix of the suite's own. */
export async function startCartWithFakeCatalog(name: string, overrides: Record<string, string> = {}): Promise<CartFixture> {
  const keyPrefix = suitePrefix(name);
  const fake = await startFakeCatalog(keyPrefix);
  const cart = await startServiceForTest('cart', CartModule.forRoot(cartTestConfig(keyPrefix, overrides)), { keyPrefix });
  let catalogRunning = true;
  const stopCatalog = async () => {
    if (!catalogRunning) return;
    catalogRunning = false;
    await fake.harness.close();
  };
  return {
    cart,
    catalog: fake.data,
    stopCatalog,
    async close() {
      await cart.close();
      await stopCatalog();
    },
  };
}
