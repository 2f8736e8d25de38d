import { productionBenchEnv } from './production-env';
import { prepareIsolatedRun, readLocalConfig, startSystem, type InfraLogger, type RunningSystem } from '@lumina/infra';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ThrowawaySystem {
  system: RunningSystem;
  /** Resident memory of each process (and of this one, as `bench`), in bytes. */
  rss(): Record<string, number>;
  /** CPU time each process has used so far (user + system), in ms. */
  cpuMs(): Record<string, number>;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** utime + stime from /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The whole product as `npm start` runs it (production mode, demo catalogue, manual payments), on a
 * database, Redis key prefix and index prefix of its own that are removed afterwards; `env` on top.
 */
export async function startThrowawaySystem(rootDir: string, log: InfraLogger, env: Record<string, string> = {}): Promise<ThrowawaySystem> {
  const config = readLocalConfig(process.env, rootDir);
  const isolated = await prepareIsolatedRun(config, { label: 'bench', log });
  const logDir = join(rootDir, '.data', 'bench-logs', 'cart');
  mkdirSync(logDir, { recursive: true });
  let system: RunningSystem | undefined;
  try {
    system = await startSystem({
      env: {
        ...productionBenchEnv(),
        ...isolated.env,
        MEILI_MASTER_KEY: config.meiliMasterKey,
        // The development provider: no Stripe here, and none should be charged by a benchmark.
        PAYMENT_PROVIDER: 'manual',
        STRIPE_SECRET_KEY: '',
        ...env,
      },
      port: 0,
      healthPorts: 'free',
      rootDir,
      log,
      logDir,
    });
  } catch (error) {
    await isolated.cleanup();
    throw error;
  }
  const running = system;
  return {
    system: running,
    rss: () => ({
      ...Object.fromEntries(running.processes.map((p) => [p.name, rssOf(p.pid)])),
      bench: process.memoryUsage().rss,
    }),
    cpuMs: () => Object.fromEntries(running.processes.map((p) => [p.name, cpuMsOf(p.pid)])),
    async stop() {
      await running.stop().catch((error: Error) => log.warn(`stopping the system: ${error.message}`));
      await isolated.cleanup();
    },
  };
}
