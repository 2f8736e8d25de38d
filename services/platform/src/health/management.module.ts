import { Controller, DynamicModule, Get, Header, Inject, Module } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TerminusModule, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { metricsRegistry, startDefaultMetrics } from '../metrics/metrics';
import type { RedisEndpoint } from '../redis/redis-endpoint';
import { MeilisearchHealthIndicator, RedisHealthIndicator } from './indicators';
import { HEALTH_PATHS } from './health-paths';

export interface ManagementOptions {
  app: string;
  redis: RedisEndpoint;
  /** Probe the TypeORM data source (services with a schema). */
  database?: boolean;
  meiliUrl?: string;
}

const MANAGEMENT_OPTIONS = Symbol('MANAGEMENT_OPTIONS');

/**
 * For orchestrators, on the management port only: `/health/live` (the process runs and its event
 * loop answers: restart it when this fails), `/health/ready` (its own dependencies answer: take it
 * out of rotation, do not restart it), `/health` (the same as ready, kept for older probes and the
 * launcher) and `/metrics` (Prometheus).
 */
@Controller()
class ManagementController {
  constructor(
    @Inject(MANAGEMENT_OPTIONS) private readonly options: ManagementOptions,
    private readonly health: HealthCheckService,
    private readonly redis: RedisHealthIndicator,
    private readonly meili: MeilisearchHealthIndicator,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** No dependency is checked: a Redis outage must not make every replica restart at once. */
  @Get(HEALTH_PATHS.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get([HEALTH_PATHS.legacy, HEALTH_PATHS.ready])
  @HealthCheck()
  check() {
    const { redis, database, meiliUrl } = this.options;
    return this.health.check([
      () => this.redis.check('redis', redis),
      ...(database ? [() => this.db.pingCheck('database', { timeout: 1000 })] : []),
      ...(meiliUrl ? [() => this.meili.check('meilisearch', meiliUrl)] : []),
    ]);
  }

  @Get(HEALTH_PATHS.metrics)
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
