import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_HEALTH_PORTS, SERVICE_NAMES, type ServiceName } from './defaults';
import { startDemoFeedServer } from './demo-feeds';
import { describeExit, ManagedProcess, stopAll, type OutputSink } from './managed-process';
import type { InfraLogger } from './logger';
import { getFreePort, isPortFree } from './ports';
import { replicaName, replicaProblems, type ReplicatedName, type Replicas } from './replicas';
import { httpStatus, pollUntil } from './wait';

export interface StartSystemOptions {
  /**
   * Given to every process on top of our own environment: DATABASE_URL, REDIS_URL, MEILI_URL,
   * MEILI_MASTER_KEY, KEY_PREFIX, NODE_ENV, LOG_LEVEL, MIGRATIONS_RUN, SEED_DEMO…
   * HEALTH_PORT, PORT and WEB_DIST are set per process and win over these.
   */
  env: Readonly<Record<string, string | undefined>>;
  /** The BFF's port; 0 picks a free one. */
  port: number;
  /** The monorepo root: processes run `<rootDir>/services/<name>/dist/main.js` and `<rootDir>/bff/dist/main.js`. */
  rootDir: string;
  /** Which services to run; all five by default. */
  services?: readonly ServiceName[];
  /** Per-service management ports (0 = free port), or 'free' for all; DEFAULT_HEALTH_PORTS otherwise. */
  healthPorts?: Partial<Record<ServiceName, number>> | 'free';
  /** Start the BFF (default true). Without it, `url` is empty and only services run. */
  bff?: boolean;
  /**
   * Copies of a service or of the BFF (1 each by default, at most 10): `{ catalog: 3, bff: 2 }`.
   * The first copy keeps the configured port; the others get free ones. Named `catalog-1`…
   */
  replicas?: Replicas;
  log: InfraLogger;
  /** Write each process's output to `<logDir>/<name>.log` instead of name-prefixed lines on stdout. */
  logDir?: string;
  /** How long every process together may take to report healthy (migrations and seeding included). */
  startTimeoutMs?: number;
  /** How long each process gets between SIGTERM and SIGKILL. */
  stopGraceMs?: number;
  /** Called when a process dies after start-up (not during stop()). Default: logs an error. */
  onUnexpectedExit?: (name: string, description: string) => void;
  /** Aborting stops what was started and rejects, e.g. on Ctrl-C during start-up. */
  signal?: AbortSignal;
  /** The node binary the processes run on (default: this one's); the images' Node in its check. */
  nodeBin?: string;
}

export interface SystemProcess {
  /** `catalog`, or `catalog-2` when there are several copies. */
  name: string;
  /** What it runs: a service's name or `bff`. */
  service: ReplicatedName;
  pid: number;
  healthUrl: string;
  /** A BFF's public address ('' for a service). */
  url: string;
}

export interface RunningSystem {
  /** The storefront, e.g. http://localhost:8080 ('' when started without the BFF): the first BFF. */
  url: string;
  /** Every BFF's address, the first being `url`. */
  urls: readonly string[];
  /** Every process as it is now (a restarted one has a new pid). */
  readonly processes: readonly SystemProcess[];
  /**
   * Ends one process on purpose (not reported as a crash): SIGKILL at once, or SIGTERM (it drains)
   * with SIGKILL after the grace period. Resolves once it is gone.
   */
  kill(name: string, signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Starts a process that was killed again, with the same environment and ports; resolves once it is healthy. */
  restart(name: string): Promise<void>;
  /** SIGTERM (BFF first, then services), SIGKILL after the grace period; resolves when none is left. Idempotent. */
  stop(): Promise<void>;
}

interface Planned {
  name: string;
  service: ReplicatedName;
  script: string;
  env: Record<string, string>;
  healthUrl: string;
  url: string;
}

const DEFAULT_START_TIMEOUT_MS = 180_000;

/**
 * The merchants service streams feeds, so what it holds does not grow with a feed; its heap still
 * did: V8 let a long run's garbage (parsed rows, 2 MiB write messages) pile up before collecting,
 * 200 MB peak for a 10,000-row feed, 350 MB for 100,000. A cap makes it collect sooner: 182 → 200 MB
 * (bench/ingest). docker-compose.yml and the k8s manifests set the same through NODE_OPTIONS.
 */
export const MERCHANTS_HEAP_MB = 384;

/** NODE_OPTIONS with an old-space cap, unless the caller's options already set one. */
export function withHeapCap(nodeOptions: string | undefined, megabytes: number): string {
  if (nodeOptions?.includes('--max-old-space-size')) return nodeOptions;
  return [nodeOptions, `--max-old-space-size=${megabytes}`].filter(Boolean).join(' ');
}

/** Spawns the services and the BFF and resolves once every one of them reports healthy. */
export async function startSystem(options: StartSystemOptions): Promise<RunningSystem> {
  const problems = replicaProblems(options.replicas ?? {});
  if (problems.length > 0) throw new Error(`Invalid replicas: ${problems.join('; ')}`);
  // Demo feeds for the demo merchants (development and tests only; see demo-feeds.ts).
  const demoFeeds = options.env.NODE_ENV === 'production' ? null : await startDemoFeedServer(options.rootDir);
  const plan = await planProcesses(options);
  for (const merchants of plan.filter((p) => p.service === 'merchants')) {
    merchants.env.NODE_OPTIONS = withHeapCap(merchants.env.NODE_OPTIONS, MERCHANTS_HEAP_MB);
    if (!demoFeeds) break;
    merchants.env.DEMO_FEED_ORIGIN = demoFeeds.origin;
    // Added to the operator's list (the environment's, already in the process's env), not in its place.
    merchants.env.FEED_ALLOWED_HOSTS = [merchants.env.FEED_ALLOWED_HOSTS, demoFeeds.allowedHost].filter(Boolean).join(',');
  }
  const width = Math.max(...plan.map((p) => p.name.length));
  const output = (name: string): OutputSink =>
    options.logDir ? { kind: 'file', path: join(options.logDir, `${name}.log`) } : { kind: 'prefix', width };
  const spawnOne = (p: Planned) =>
    ManagedProcess.start({
      name: p.name,
      command: options.nodeBin ?? process.execPath,
      args: [p.script],
      cwd: options.rootDir,
      env: p.env,
      output: output(p.name),
    });

  // The process now running for each planned one (index for index); kill() and restart() replace it.
  const running: ManagedProcess[] = [];
  const killedOnPurpose = new Set<ManagedProcess>();
  const graceMs = options.stopGraceMs ?? 10_000;
  const stopEverything = async () => {
    await stopInOrder(plan, running, graceMs);
    await demoFeeds?.close();
  };
  try {
    for (const p of plan) running.push(await spawnOne(p));
    options.log.info(
      `started ${plan.map((p, i) => `${p.name} (pid ${running[i]?.pid})`).join(', ')}; waiting for health`,
    );
    await waitUntilHealthy(plan, running, options);
  } catch (error) {
    await stopEverything().catch((stopError: unknown) => options.log.error((stopError as Error).message));
    throw error;
  }

  const onUnexpectedExit = options.onUnexpectedExit ?? ((name, what) => options.log.error(`${name} ${what}`));
  const watch = (proc: ManagedProcess) =>
    void proc.exited.then((exit) => {
      if (!proc.stopRequested && !killedOnPurpose.has(proc))
        onUnexpectedExit(proc.name, `${describeExit(exit)}. ${proc.describeTail()}`);
    });
  running.forEach(watch);
  const indexOf = (name: string) => {
    const index = plan.findIndex((p) => p.name === name);
    if (index === -1) throw new Error(`No process named ${name} (known: ${plan.map((p) => p.name).join(', ')})`);
    return index;
  };
  let stopping: Promise<void> | undefined;
  const urls = plan.filter((p) => p.service === 'bff').map((p) => p.url);
  return {
    url: urls[0] ?? '',
    urls,
    get processes() {
      return plan.map((p, i) => ({ name: p.name, service: p.service, pid: running[i]?.pid ?? -1, healthUrl: p.healthUrl, url: p.url }));
    },
    async kill(name, signal) {
      const proc = running[indexOf(name)] as ManagedProcess;
      killedOnPurpose.add(proc);
      if (signal === 'SIGTERM') await proc.stop(graceMs);
      else {
        proc.signal('SIGKILL');
        await proc.exited;
      }
    },
    async restart(name) {
      const index = indexOf(name);
      const p = plan[index] as Planned;
      if (running[index]?.running) throw new Error(`${name} is still running (pid ${running[index]?.pid})`);
      if (stopping) throw new Error(`The system is stopping; ${name} is not started again`);
      const proc = await spawnOne(p);
      running[index] = proc;
      watch(proc);
      await waitUntilHealthy([p], [proc], options);
    },
    stop: () => (stopping ??= stopEverything()),
  };
}

async function planProcesses(options: StartSystemOptions): Promise<Planned[]> {
  const services = options.services ?? SERVICE_NAMES;
  const base = childBaseEnv(options.env);
  const copies = (name: ReplicatedName) => options.replicas?.[name] ?? 1;
  const planned: Planned[] = [];
  // Chosen ports are bound only when their process starts: two of this plan must not draw the same one.
  const taken = new Set<number>();
  const resolvePort = async (port: number, what: string) => {
    const resolved = await resolvePortFree(port, what, taken);
    taken.add(resolved);
    return resolved;
  };
  for (const service of services) {
    const count = copies(service);
    for (let index = 0; index < count; index += 1) {
      const name = replicaName(service, index, count);
      // Copies share the machine, so each needs a management port of its own: the first keeps the configured one.
      const port = await resolvePort(index === 0 ? healthPortOf(service, options.healthPorts) : 0, `${name}'s HEALTH_PORT`);
      planned.push({
        name,
        service,
        script: join(options.rootDir, 'services', service, 'dist', 'main.js'),
        env: { ...base, HEALTH_PORT: String(port) },
        healthUrl: `http://127.0.0.1:${port}/health`,
        url: '',
      });
    }
  }
  if (options.bff ?? true) {
    const webDist = join(options.rootDir, 'web', 'dist');
    if (!existsSync(join(webDist, 'index.html')))
      options.log.warn(
        `${webDist}/index.html is missing: build the web app (npm run build) to serve the storefront`,
      );
    // Its full health asks every service through the BFF; with only some of them started, its
    // readiness (Redis) is what can come up.
    const healthPath = services.length === SERVICE_NAMES.length ? '/api/health' : '/api/health/ready';
    const count = copies('bff');
    for (let index = 0; index < count; index += 1) {
      const name = replicaName('bff', index, count);
      const port = await resolvePort(index === 0 ? options.port : 0, index === 0 ? "the BFF's PORT" : `${name}'s PORT`);
      planned.push({
        name,
        service: 'bff',
        script: join(options.rootDir, 'bff', 'dist', 'main.js'),
        env: { ...base, PORT: String(port), WEB_DIST: webDist },
        healthUrl: `http://127.0.0.1:${port}${healthPath}`,
        url: `http://localhost:${port}`,
      });
    }
  }
  // Catalog's sitemaps list absolute addresses: on the shop's own address unless an origin is given.
  const shopUrl = planned.find((p) => p.service === 'bff')?.url;
  if (shopUrl && !base.PUBLIC_ORIGIN) for (const p of planned) if (p.service === 'catalog') p.env.PUBLIC_ORIGIN = shopUrl;
  const missing = [...new Set(planned.filter((p) => !existsSync(p.script)).map((p) => p.script))];
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}; run npm run build first`);
  return planned;
}

function healthPortOf(name: ServiceName, ports: StartSystemOptions['healthPorts']): number {
  if (ports === 'free') return 0;
  return ports?.[name] ?? DEFAULT_HEALTH_PORTS[name];
}

/** 0 means "any free port" (not one in `taken`); a fixed port must be free, or we say who wanted it. */
async function resolvePortFree(port: number, what: string, taken: ReadonlySet<number>): Promise<number> {
  if (port === 0) return getFreePort('127.0.0.1', taken);
  if (!(await isPortFree(port)))
    throw new Error(`Port ${port} (${what}) is already in use by another program`);
  return port;
}

/** Our environment (PATH, secrets like STRIPE_SECRET_KEY) under the caller's, with development as the default mode. */
function childBaseEnv(env: StartSystemOptions['env']): Record<string, string> {
  const merged: Record<string, string> = { NODE_ENV: 'development' };
  for (const source of [process.env, env]) {
    for (const [key, value] of Object.entries(source)) if (value !== undefined) merged[key] = value;
  }
  return merged;
}

async function waitUntilHealthy(
  plan: Planned[],
  started: ManagedProcess[],
  options: StartSystemOptions,
): Promise<void> {
  const timeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const healthy = new Set<string>();
  const lastStatus = new Map<string, number | undefined>();
  let crash: Error | undefined;
  for (const proc of started) {
    void proc.exited.then((exit) => {
      crash ??= new Error(`${proc.name} ${describeExit(exit)} while starting. ${proc.describeTail()}`);
    });
  }
  const allHealthy = async () => {
    if (crash) throw crash;
    await Promise.all(
      plan.map(async (p) => {
        if (healthy.has(p.name)) return;
        const status = await httpStatus(p.healthUrl, 1000);
        lastStatus.set(p.name, status);
        if (status === 200) {
          healthy.add(p.name);
          options.log.info(`${p.name} is healthy`);
        }
      }),
    );
    if (crash) throw crash;
    return healthy.size === plan.length;
  };
  if (await pollUntil(allHealthy, { timeoutMs, intervalMs: 500, signal: options.signal })) return;

  const late = plan.filter((p) => !healthy.has(p.name));
  const details = late.map((p) => {
    const status = lastStatus.get(p.name);
    const answer = status === undefined ? 'no answer' : `last answer ${status}`;
    const proc = started.find((s) => s.name === p.name);
    return `${p.name} did not come up (${p.healthUrl}: ${answer}). ${proc?.describeTail() ?? ''}`;
  });
  throw new Error(
    `Timed out after ${Math.round(timeoutMs / 1000)}s waiting for ${late.map((p) => p.name).join(', ')}.\n${details.join('\n')}`,
  );
}

/** The BFFs first, so no new request reaches a service that is going away; then the services together. */
async function stopInOrder(plan: readonly Planned[], running: readonly ManagedProcess[], graceMs: number): Promise<void> {
  const bff = running.filter((_, i) => plan[i]?.service === 'bff');
  const services = running.filter((_, i) => plan[i]?.service !== 'bff');
  const errors: string[] = [];
  await stopAll(bff, graceMs).catch((error: unknown) => errors.push((error as Error).message));
  await stopAll(services, graceMs).catch((error: unknown) => errors.push((error as Error).message));
  if (errors.length > 0) throw new Error(`Could not stop every process: ${errors.join('; ')}`);
}
