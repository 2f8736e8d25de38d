import { Controller, DynamicModule, Get, Header, Inject, Module } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TerminusModule, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { metricsRegistry, startDefaultMetrics } from '../metrics/metrics';
import { MeilisearchHealthIndicator, RedisHealthIndicator } from './indicators';

export interface ManagementOptions {
  app: string;
  redisUrl: string;
  /** Probe the TypeORM data source (services with a schema). */
  database?: boolean;
  meiliUrl?: string;
}

const MANAGEMENT_OPTIONS = Symbol('MANAGEMENT_OPTIONS');

/** `/health` (readiness of what this process depends on) and `/metrics` (Prometheus), for services. */
@Controller()
class ManagementController {
  constructor(
    @Inject(MANAGEMENT_OPTIONS) private readonly options: ManagementOptions,
    private readonly health: HealthCheckService,
    private readonly redis: RedisHealthIndicator,
    private readonly meili: MeilisearchHealthIndicator,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  @Get('health')
  @HealthCheck()
  check() {
    const { redisUrl, database, meiliUrl } = this.options;
    return this.health.check([
      () => this.redis.check('redis', redisUrl),
      ...(database ? [() => this.db.pingCheck('database', { timeout: 1000 })] : []),
      ...(meiliUrl ? [() => this.meili.check('meilisearch', meiliUrl)] : []),
    ]);
  }

  @Get('metrics')
  @Header('content-type', metricsRegistry.contentType)
  metrics(): Promise<string> {
    return metricsRegistry.metrics();
  }
}

@Module({})
export class ManagementModule {
  static forRoot(options: ManagementOptions): DynamicModule {
    startDefaultMetrics(options.app);
    return {
      module: ManagementModule,
      imports: [TerminusModule.forRoot({ logger: false })],
      controllers: [ManagementController],
      providers: [RedisHealthIndicator, MeilisearchHealthIndicator, { provide: MANAGEMENT_OPTIONS, useValue: options }],
    };
  }
}
