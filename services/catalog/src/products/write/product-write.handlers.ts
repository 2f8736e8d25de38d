import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  productKeepUnchangedPayload,
  productRetireStalePayload,
  productsAnyForMerchantPayload,
  productUpsertBatchPayload,
  type ProductKeepUnchangedPayload,
  type ProductKeepUnchangedReply,
  type ProductRetireStalePayload,
  type ProductsAnyForMerchantPayload,
  type ProductsAnyForMerchantReply,
  type ProductRetireStaleReply,
  type ProductUpsertBatch,
  type ProductUpsertBatchReply,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { ProductWriteService } from './product-write.service';
import { WRITE_MODEL_VERSION } from './staged-product';

@Controller()
export class ProductWriteHandlers {
  constructor(private readonly writes: ProductWriteService) {}

  @MessagePattern(CatalogPatterns.productsUpsertBatch)
  upsertBatch(
    @Payload(new ZodPayloadPipe(productUpsertBatchPayload)) payload: ProductUpsertBatch,
  ): Promise<ProductUpsertBatchReply> {
    return this.writes.upsertBatch(payload);
  }

  @MessagePattern(CatalogPatterns.productsKeepUnchanged)
  keepUnchanged(
    @Payload(new ZodPayloadPipe(productKeepUnchangedPayload)) payload: ProductKeepUnchangedPayload,
  ): Promise<ProductKeepUnchangedReply> {
    return this.writes.keepUnchanged(payload);
  }

  @MessagePattern(CatalogPatterns.productsRetireStale)
  retireStale(
    @Payload(new ZodPayloadPipe(productRetireStalePayload)) payload: ProductRetireStalePayload,
  ): Promise<ProductRetireStaleReply> {
    return this.writes.retireStale(payload.merchantId, payload.runId);
  }

  @MessagePattern(CatalogPatterns.productsAnyForMerchant)
  async anyForMerchant(
    @Payload(new ZodPayloadPipe(productsAnyForMerchantPayload)) payload: ProductsAnyForMerchantPayload,
  ): Promise<ProductsAnyForMerchantReply> {
    return { any: await this.writes.anyForMerchant(payload.merchantId), writerVersion: WRITE_MODEL_VERSION };
  }
}
