import { Controller, Get, Inject, type OnModuleDestroy } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CatalogClickPatterns,
  JobQueue,
  SERVICE_NAMES,
  healthPattern,
  type HealthState,
  type SystemHealthDto,
} from '@lumina/contracts';
import { RpcClient, bullPrefix, redisEndpoint, redisOptions } from '@lumina/platform';
import { Queue } from 'bullmq';
import { Allow } from '../auth/access.decorators';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';

const PROBE_TIMEOUT_MS = 1_500;
/** A database answering slower than this is shown as degraded. */
const SLOW_DATABASE_MS = 500;
/** More ingest runs waiting than this: ingestion is behind. */
const INGEST_BACKLOG = 50;

/**
 * The dashboard's System Health card from real checks: Database (a catalogue query through the
 * catalog service, timed), API Services (every service's health message) and Data Ingestion (the
 * merchants service and the ingest queue's state in Redis).
 */
@ApiTags('analytics')
@Controller()
export class SystemHealthController implements OnModuleDestroy {
  private queue?: Queue;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get('admin/system-health')
  @Allow('analytics:read')
  @ApiOkResponse({ description: 'State of Database, API Services and Data Ingestion' })
  async check(): Promise<SystemHealthDto> {
    const [database, services, queue] = await Promise.all([this.database(), this.services(), this.ingestQueue()]);
    const merchantsUp = !services.down.includes('merchants');
    let ingestion: HealthState = 'operational';
    if (!queue || !merchantsUp) ingestion = 'down';
    else if (queue.waiting > INGEST_BACKLOG) ingestion = 'degraded';
    return {
      database,
      apiServices: services,
      dataIngestion: { state: ingestion, active: queue?.active ?? 0, waiting: queue?.waiting ?? 0, failed: queue?.failed ?? 0 },
      checkedAt: new Date().toISOString(),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close();
  }

  private async database(): Promise<SystemHealthDto['database']> {
    const started = performance.now();
    try {
      await this.rpc.send(CatalogClickPatterns.productStats, { since: new Date().toISOString() }, PROBE_TIMEOUT_MS);
      const latencyMs = Math.round(performance.now() - started);
      return { state: latencyMs > SLOW_DATABASE_MS ? 'degraded' : 'operational', latencyMs };
    } catch {
      return { state: 'down', latencyMs: null };
    }
  }

  private async services(): Promise<SystemHealthDto['apiServices']> {
    const results = await Promise.all(
      SERVICE_NAMES.map((service) =>
        this.rpc.send(healthPattern(service), {}, PROBE_TIMEOUT_MS).then(
          () => null,
          () => service,
        ),
      ),
    );
    const down = results.filter((s): s is (typeof SERVICE_NAMES)[number] => s !== null);
    const up = SERVICE_NAMES.length - down.length;
    const state: HealthState = down.length === 0 ? 'operational' : up === 0 ? 'down' : 'degraded';
    return { state, up, total: SERVICE_NAMES.length, down };
  }

  private async ingestQueue(): Promise<{ active: number; waiting: number; failed: number } | null> {
    this.queue ??= new Queue(JobQueue.Ingest, {
      connection: redisOptions(redisEndpoint(this.config), { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
      prefix: bullPrefix(this.config.KEY_PREFIX),
    });
    try {
      const counts = await Promise.race([
        this.queue.getJobCounts('active', 'waiting', 'delayed', 'failed'),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref()),
      ]);
      return { active: counts.active ?? 0, waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0), failed: counts.failed ?? 0 };
    } catch {
      return null;
    }
  }
}
