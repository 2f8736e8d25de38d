import { Controller, Get, Header, Inject, NotFoundException, UseFilters } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { SERVICE_NAMES, healthPattern, type ServiceName } from '@lumina/contracts';
import { HEALTH_PATHS, RedisHealthIndicator, RpcClient, metricsRegistry, redisEndpoint } from '@lumina/platform';
import { Public } from '../auth/access.decorators';
import { BFF_CONFIG } from '../tokens';
import { HealthReportFilter } from './health-report.filter';
import type { BffConfig } from '../config';

const SERVICE_PROBE_TIMEOUT_MS = 1000;

@ApiTags('operations')
@Public()
@UseFilters(HealthReportFilter)
@Controller()
export class HealthController {
  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly redis: RedisHealthIndicator,
    private readonly rpc: RpcClient,
  ) {}

  /** The process runs: no dependency is checked, so an outage never restarts every BFF at once. */
  @Get(HEALTH_PATHS.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Ready to take traffic: its own dependency (Redis) answers. A service being down does not take
   * the BFF out of rotation; that service's routes answer 503 instead (RPC.UNAVAILABLE).
   */
  @Get(HEALTH_PATHS.ready)
  @HealthCheck()
  ready() {
    return this.health.check([() => this.redis.check('redis', redisEndpoint(this.config))]);
  }

  /** The whole system: Redis and every service answer (the launcher and dashboards; not a probe). */
  @Get(HEALTH_PATHS.legacy)
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.redis.check('redis', redisEndpoint(this.config)),
      ...SERVICE_NAMES.map((service) => () => this.probe(service)),
    ]);
  }

  @Get(HEALTH_PATHS.metrics)
  @Header('content-type', metricsRegistry.contentType)
  metrics(): Promise<string> {
    // Off the public port once a management listener exists (MANAGEMENT_PORT).
    if (this.config.MANAGEMENT_PORT !== undefined) throw new NotFoundException('Not found');
    return metricsRegistry.metrics();
  }

  private async probe(service: ServiceName) {
    const indicator = this.indicators.check(service);
    try {
      await this.rpc.send(healthPattern(service), {}, SERVICE_PROBE_TIMEOUT_MS);
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: (error as { message?: string }).message ?? 'unreachable' });
    }
  }
}
