import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { SERVICE_NAMES, healthPattern, type ServiceName } from '@lumina/contracts';
import { RedisHealthIndicator, RpcClient, metricsRegistry } from '@lumina/platform';
import { BFF_CONFIG } from '../tokens';
import type { BffConfig } from '../config';
import { Public } from '../auth/access.decorators';

const SERVICE_PROBE_TIMEOUT_MS = 1000;

@ApiTags('operations')
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly redis: RedisHealthIndicator,
    private readonly rpc: RpcClient,
  ) {}

  /** Ready when Redis answers and every service answers its health message. */
  @Get('health')
  @HealthCheck()
  check() {
    return this.health.check([
      () => this.redis.check('redis', this.config.REDIS_URL),
      ...SERVICE_NAMES.map((service) => () => this.probe(service)),
    ]);
  }

  @Get('metrics')
  @Header('content-type', metricsRegistry.contentType)
  metrics(): Promise<string> {
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
