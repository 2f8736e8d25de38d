import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { registeredOnce } from './metrics';

/** What node-postgres' Pool exposes about itself. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  ended: boolean;
  options: { max?: number };
}

const POOL_STATES = ['total', 'idle', 'waiting', 'max'] as const;
const pools = new Map<string, PgPool>();

/**
 * Reports the connection pool of a TypeORM PostgreSQL data source (lumina_db_pool_connections,
 * by pool name and state) until it is destroyed. Read from the pool's own counters: free.
 */
export function watchDataSourcePool(dataSource: DataSource, name: string): void {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (!pool) return;
  registeredOnce('lumina_db_pool_connections', () => new Gauge({
    name: 'lumina_db_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, queries waiting for one (waiting), and the pool size (max, DATABASE_POOL_SIZE)',
    labelNames: ['pool', 'state'],
    collect() {
      this.reset();
      for (const [pool, counts] of pools) {
        if (counts.ended) {
          pools.delete(pool);
          continue;
        }
        const values = { total: counts.totalCount, idle: counts.idleCount, waiting: counts.waitingCount, max: counts.options.max ?? 10 };
        for (const state of POOL_STATES) this.set({ pool, state }, values[state]);
      }
    },
  }));
  pools.set(name, pool);
}
