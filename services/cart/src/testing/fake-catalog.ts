import { Controller, Inject, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogPatterns, type ProductSnapshotDto, type ProductSnapshotsPayload } from '@lumina/contracts';
import { startServiceForTest, type ServiceHarness } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';

/** The products the fake catalogue knows; tests change prices and stock between calls. */
export class FakeCatalogData {
  readonly products = new Map<string, ProductSnapshotDto>();

  add(overrides: Partial<ProductSnapshotDto> = {}): ProductSnapshotDto {
    const id = overrides.id ?? randomUUID();
    const product: ProductSnapshotDto = {
      id,
      slug: `lamp-${id.slice(0, 8)}`,
      title: `Lamp ${id.slice(0, 8)}`,
      sku: `SKU-${id.slice(0, 8).toUpperCase()}`,
      priceMinor: 4990,
      currency: 'EUR',
      imageUrl: `/images/${id}.jpg`,
      isInStock: true,
      ...overrides,
    };
    this.products.set(id, product);
    return product;
  }

  update(id: string, changes: Partial<ProductSnapshotDto>): void {
    const product = this.products.get(id);
    if (!product) throw new Error(`no fake product ${id}`);
    this.products.set(id, { ...product, ...changes });
  }
}

const DATA = Symbol('FAKE_CATALOG_DATA');

@Controller()
class FakeCatalogHandlers {
  constructor(@Inject(DATA) private readonly data: FakeCatalogData) {}

  @MessagePattern(CatalogPatterns.productSnapshots)
  snapshots(@Payload() { ids }: ProductSnapshotsPayload): ProductSnapshotDto[] {
    return ids.flatMap((id) => this.data.products.get(id) ?? []);
  }
}

/** Answers `catalog.products.snapshots` like the catalogue does (unknown ids left out). */
export async function startFakeCatalog(keyPrefix: string): Promise<{ data: FakeCatalogData; harness: ServiceHarness }> {
  const data = new FakeCatalogData();
  @Module({ controllers: [FakeCatalogHandlers], providers: [{ provide: DATA, useValue: data }] })
  class FakeCatalogModule {}
  const harness = await startServiceForTest('catalog', FakeCatalogModule, { keyPrefix });
  return { data, harness };
}
