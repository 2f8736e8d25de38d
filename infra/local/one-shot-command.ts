import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ensureBackingServices,
  stopBackingServices,
  type BackingServiceName,
  type BackingServices,
} from './backing-services';
import { readLocalConfigOrReport, type LocalConfig } from './config';
import { acquireInstanceLock, readLiveInstance, type InstanceLock, type InstanceRecord } from './instance-lock';
import { createConsoleLogger, type InfraLogger } from './logger';

/**
 * What `npm run migrate` and `npm run reindex` share: both act on the Lumina running from this
 * folder if there is one, else take the instance lock and start the backing services they need for
 * the run (stopped again afterwards, also on SIGINT/SIGTERM), and run a service's dist script.
 */

type TargetEnv = Record<string, string | undefined>;
type RunningEnv = NonNullable<InstanceRecord['env']> & { DATABASE_URL: string };

interface Target {
  env: TargetEnv;
  /** What to undo afterwards when we had to take the lock and start backing services ourselves. */
  lock?: InstanceLock;
  started?: BackingServices['started'];
}

export interface OneShotCommand {
  /** Logger name, instance-lock role and prefix of the last-resort error line. */
  name: Exclude<InstanceRecord['role'], 'start'>;
  /** How the log line says what is being done to a running Lumina, e.g. `migrating`. */
  verb: string;
  /** Backing services to start when nothing runs from this folder. */
  which: BackingServiceName[];
  /** The environment the command acts on when the Lumina running from this folder is the target. */
  envFromRunning(running: RunningEnv, config: LocalConfig): TargetEnv;
  /** The environment the command acts on when it started the backing services itself. */
  envFromBacking(backing: BackingServices, config: LocalConfig): TargetEnv;
  /** Checked before anything is started; false ends the command with exit code 1. */
  precheck?(config: LocalConfig, log: InfraLogger): boolean;
  /** The work itself; throwing ends the command with exit code 1 after logging the message. */
  run(config: LocalConfig, env: TargetEnv, log: InfraLogger): Promise<void>;
}

async function resolveTarget(
  command: OneShotCommand,
  config: LocalConfig,
  lockFile: string,
  log: InfraLogger,
): Promise<Target> {
  const running = readLiveInstance(lockFile);
  if (running?.role === 'start' && running.env?.DATABASE_URL) {
    log.info(`${command.verb} the Lumina running from this folder (pid ${running.pid})`);
    return { env: command.envFromRunning({ ...running.env, DATABASE_URL: running.env.DATABASE_URL }, config) };
  }
  // Nobody runs from this data directory: hold it while we may start backing services in it.
  const acquired = await acquireInstanceLock(lockFile, { role: command.name, url: '', log });
  if (!acquired.acquired)
    throw new Error(
      `another ${acquired.holder.role} (pid ${acquired.holder.pid}) is using ${config.dataDir}; try again when it is done`,
    );
  try {
    const backing = await ensureBackingServices(config, { log, which: command.which });
    return { env: command.envFromBacking(backing, config), lock: acquired.lock, started: backing.started };
  } catch (error) {
    acquired.lock.release();
    throw error;
  }
}

/** Runs a Node script with inherited stdio; resolves with its exit code, or null when a signal ended it. */
export function runScript(script: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(signal ? null : code));
  });
}

/** `killed by a signal` or `exit code N`, for a failure message. */
export function describeExit(code: number | null): string {
  return code === null ? 'killed by a signal' : `exit code ${code}`;
}

async function main(command: OneShotCommand): Promise<number> {
  const log = createConsoleLogger(command.name);
  const config = readLocalConfigOrReport(log);
  if (!config) return 1;
  if (command.precheck && !command.precheck(config, log)) return 1;
  await mkdir(config.dataDir, { recursive: true });
  const target = await resolveTarget(command, config, join(config.dataDir, 'lumina.pid'), log);
  const cleanUp = async () => {
    await stopBackingServices(target.started ?? [], log).catch((error: unknown) =>
      log.error((error as Error).message),
    );
    target.lock?.release();
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await command.run(config, target.env, log);
    return 0;
  } catch (error) {
    log.error((error as Error).message);
    return 1;
  } finally {
    await cleanUp();
  }
}

/** Runs the command and exits the process with its code. */
export function runOneShotCommand(command: OneShotCommand): void {
  main(command).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`[${command.name}] error: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}
