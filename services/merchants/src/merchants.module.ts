import { Module, type DynamicModule } from '@nestjs/common';
import { PRODUCT_WRITE_TIMEOUT_MS } from '@lumina/contracts';
import { RpcClientModule, ServiceCoreModule, redisEndpoint, seedsDemo } from '@lumina/platform';
import { feedSecretKey, type MerchantsConfig } from './config';
import { merchantsDataSourceOptions } from './data-source';
import { MerchantsDomainModule } from './merchants/merchants.module';

/** The merchants service process: merchant records, feeds, ingest runs and their schedules. */
@Module({})
export class MerchantsModule {
  static forRoot(config: MerchantsConfig): DynamicModule {
    return {
      module: MerchantsModule,
      imports: [
        ServiceCoreModule.forRoot('merchants', {
          ...config,
          database: { options: merchantsDataSourceOptions(config.DATABASE_URL, feedSecretKey(config)), runMigrations: config.MIGRATIONS_RUN },
        }),
        // Its only requests are catalog's bulk writes: they get the write path's own deadline.
        RpcClientModule.forRoot({ ...redisEndpoint(config), prefix: config.KEY_PREFIX, requestTimeoutMs: Math.max(config.RPC_TIMEOUT_MS, PRODUCT_WRITE_TIMEOUT_MS) }),
        MerchantsDomainModule.forRoot({
          secretKey: feedSecretKey(config),
          demoSeed: { enabled: seedsDemo(config) && config.NODE_ENV !== 'production', feedOrigin: config.DEMO_FEED_ORIGIN },
          redis: redisEndpoint(config),
          keyPrefix: config.KEY_PREFIX,
          role: config.LUMINA_ROLE,
          writes: { batchRows: config.INGEST_BATCH_ROWS, batchesInFlight: config.INGEST_BATCHES_IN_FLIGHT },
          feeds: {
            allowedHosts: config.FEED_ALLOWED_HOSTS,
            connectTimeoutMs: config.FEED_CONNECT_TIMEOUT_MS,
            headersTimeoutMs: config.FEED_HEADERS_TIMEOUT_MS,
            bodyTimeoutMs: config.FEED_BODY_TIMEOUT_MS,
            totalTimeoutMs: config.FEED_TOTAL_TIMEOUT_MS,
            maxBytes: config.FEED_MAX_BYTES,
            maxDecompressedBytes: config.FEED_MAX_DECOMPRESSED_BYTES,
            limits: { maxFieldBytes: config.FEED_MAX_FIELD_BYTES, maxRecordBytes: config.FEED_MAX_RECORD_BYTES },
          },
        }),
      ],
    };
  }
}
