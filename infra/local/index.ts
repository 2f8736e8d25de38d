/**
 * @lumina/infra: how Lumina runs on one machine. Used by `npm start` (start.ts), `npm run migrate`
 * (migrate.ts), the test orchestrator and the benchmarks.
 */
export type { InfraLogger } from './logger';
export { createConsoleLogger, silentLogger } from './logger';
export type { EnsuredServer, EnsureCommonOptions } from './ensured-server';
export { ensurePostgres, probePostgres, type EnsurePostgresOptions } from './postgres';
export { ensureDatabase, dropDatabase } from './database';
export { ensureRedis, probeRedis, type EnsureRedisOptions } from './redis';
export {
  startRedisFailoverGroup,
  type FailoverMode,
  type RedisFailoverGroup,
  type RedisFailoverGroupOptions,
} from './redis-sentinel';
export { ensureMeilisearch, resolveMeiliBinary, type EnsureMeilisearchOptions } from './meilisearch';
export { startSystem, type StartSystemOptions, type RunningSystem, type SystemProcess } from './system';
export {
  SERVICE_NAMES,
  DEFAULT_HEALTH_PORTS,
  DEFAULT_BFF_PORT,
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  DEFAULT_MEILI_URL,
  type ServiceName,
} from './defaults';
export {
  ensureBackingServices,
  stopBackingServices,
  type BackingServices,
  type BackingServiceName,
} from './backing-services';
export { prepareIsolatedRun, type IsolatedRun, type IsolatedRunOptions } from './isolated-run';
export { readLocalConfig, readLocalConfigOrReport, systemEnv, findRootDir, LocalConfigError, type LocalConfig } from './config';
export {
  acquireInstanceLock,
  readLiveInstance,
  isProcessAlive,
  InstanceLock,
  type InstanceRecord,
  type LockResult,
} from './instance-lock';
export { getFreePort, isPortFree, isPortOpen } from './ports';
export { parseReplicas, REPLICATED_NAMES, MAX_REPLICAS, type Replicas, type ReplicatedName } from './replicas';
