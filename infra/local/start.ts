import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBackingServices, type BackingServiceName } from './backing-services';
import { ensureMailInbox } from './mail-inbox';
import { readLocalConfigOrReport, systemEnv, type LocalConfig } from './config';
import type { EnsuredServer } from './ensured-server';
import { acquireInstanceLock, processStartTime, type ChildRecord, type InstanceLock } from './instance-lock';
import { createConsoleLogger, type InfraLogger } from './logger';
import { killAllNow } from './managed-process';
import { isPortFree } from './ports';
import { DEFAULT_HEALTH_PORTS } from './defaults';
import { startSystem, type RunningSystem } from './system';

/**
 * `npm start`: one command from a fresh checkout to a running storefront. Reuses or starts
 * PostgreSQL, Redis and Meilisearch, creates the database, starts every service and the BFF with
 * migrations and demo seeding on, prints one URL, and on Ctrl-C / SIGTERM stops everything it
 * started (services before the servers they use) and removes its pidfile.
 */

const STOP_SIGNALS: Record<BackingServiceName, NodeJS.Signals> = {
  postgres: 'SIGINT',
  redis: 'SIGTERM',
  meilisearch: 'SIGTERM',
  mail: 'SIGTERM',
};

class Launcher {
  private readonly abort = new AbortController();
  private readonly servers: Array<{ name: BackingServiceName; server: EnsuredServer }> = [];
  private system: RunningSystem | undefined;
  private startup: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly config: LocalConfig,
    private readonly lock: InstanceLock,
    private readonly log: InfraLogger,
  ) {}

  start(): Promise<void> {
    this.startup = this.run();
    return this.startup;
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    const backing = await ensureBackingServices(this.config, {
      log: this.log,
      // Own process groups: a terminal Ctrl-C reaches only us and the services, and we stop the
      // servers after the services that use them.
      ownProcessGroup: true,
      signal,
      onStarted: (name, server) => {
        this.servers.push({ name, server });
        this.recordChildren();
      },
    });
    signal.throwIfAborted();
    // The alerts service's mail: SMTP_URL when it answers, else the development inbox (SMTP + web page).
    const mail = await ensureMailInbox({ url: process.env.SMTP_URL || undefined, log: this.log });
    // In this process: it ends with the launcher, after the services that send to it.
    if (mail.started) this.servers.push({ name: 'mail', server: mail });
    signal.throwIfAborted();
    this.lock.update({
      env: {
        DATABASE_URL: backing.databaseUrl,
        REDIS_URL: backing.redisUrl,
        MEILI_URL: backing.meiliUrl,
        KEY_PREFIX: this.config.keyPrefix,
      },
    });
    this.system = await startSystem({
      env: { ...systemEnv(this.config, backing), SMTP_URL: mail.url, PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${this.config.port}` },
      port: this.config.port,
      replicas: this.config.replicas,
      rootDir: this.config.rootDir,
      log: this.log,
      logDir: this.config.logDir,
      startTimeoutMs: this.config.startTimeoutMs,
      signal,
      onUnexpectedExit: (name, what) => {
        // A terminal Ctrl-C reaches the services as well as us: an exit that races our own
        // shutdown is not a crash. Give the signal handler a moment to claim it.
        setTimeout(() => {
          if (this.stopping) return;
          this.log.error(`${name} ${what}`);
          this.log.error('a Lumina process died; stopping the others');
          void this.shutdown().finally(() => process.exit(1));
        }, 500);
      },
    });
    this.recordChildren();
    this.lock.update({ url: this.system.url, ready: true });
    process.stdout.write(`Lumina is running at ${this.system.url}\n`);
    if (mail.inboxUrl) process.stdout.write(`Mail it sends (alert confirmations, alerts) arrives in the development inbox at ${mail.inboxUrl}\n`);
    if (Object.keys(this.config.replicas).length > 0) process.stdout.write(describeReplicas(this.system));
  }

  /** Lets the pidfile list every child, so a SIGKILLed launcher's leftovers are cleaned up by the next start. */
  private recordChildren(): void {
    const children: ChildRecord[] = [];
    for (const { name, server } of this.servers) {
      if (server.pid)
        children.push({
          name,
          pid: server.pid,
          startTime: processStartTime(server.pid),
          signal: STOP_SIGNALS[name],
        });
    }
    for (const p of this.system?.processes ?? []) {
      children.push({ name: p.name, pid: p.pid, startTime: processStartTime(p.pid), signal: 'SIGTERM' });
    }
    this.lock.update({ children });
  }

  /** Stops in dependency order; safe to call from a signal, a crash and a failed start alike. */
  shutdown(): Promise<void> {
    this.stopping ??= (async () => {
      this.abort.abort();
      await this.startup?.catch(() => undefined);
      const errors: string[] = [];
      await this.system?.stop().catch((error: unknown) => errors.push((error as Error).message));
      for (const { name, server } of [...this.servers].reverse()) {
        await server.stop().catch((error: unknown) => errors.push(`${name}: ${(error as Error).message}`));
      }
      this.lock.release();
      if (errors.length > 0) throw new Error(`Some processes did not stop cleanly: ${errors.join('; ')}`);
    })();
    return this.stopping;
  }
}

/** With LUMINA_REPLICAS: every BFF's address and every process's management port, to probe or kill one. */
function describeReplicas(system: RunningSystem): string {
  const lines = system.processes.map((p) => `  ${p.name.padEnd(12)} pid ${String(p.pid).padEnd(8)} ${p.url || p.healthUrl}`);
  const also = system.urls.slice(1);
  return `${also.length > 0 ? `Also at ${also.join(', ')}\n` : ''}Processes (public address for a BFF, management health URL for a service):\n${lines.join('\n')}\n`;
}

async function portsInUse(config: LocalConfig): Promise<string[]> {
  const wanted: Array<[number, string]> = [
    [config.port, 'storefront, PORT'],
    ...Object.entries(DEFAULT_HEALTH_PORTS).map(([name, port]): [number, string] => [port, `${name} health`]),
  ];
  const taken: string[] = [];
  for (const [port, what] of wanted) if (!(await isPortFree(port))) taken.push(`${port} (${what})`);
  return taken;
}

async function main(): Promise<number> {
  const log = createConsoleLogger('lumina');
  const config = readLocalConfigOrReport(log);
  if (!config) return 1;

  await mkdir(config.dataDir, { recursive: true });
  const lockFile = join(config.dataDir, 'lumina.pid');
  const acquired = await acquireInstanceLock(lockFile, {
    role: 'start',
    url: `http://localhost:${config.port}`,
    log,
  });
  if (!acquired.acquired) {
    const { holder } = acquired;
    if (holder.role !== 'start') {
      const what = holder.role === 'migrate' ? 'migrations are' : 'a search reindex is';
      log.error(`${what} running from this folder (pid ${holder.pid}); start Lumina when it finishes`);
      return 1;
    }
    const starting = holder.ready ? '' : '; it is still starting';
    process.stdout.write(`Lumina is already running at ${holder.url} (pid ${holder.pid})${starting}\n`);
    return 0;
  }
  const lock = acquired.lock;
  process.on('exit', () => lock.release());

  const taken = await portsInUse(config);
  if (taken.length > 0) {
    const ports = taken.length === 1 ? `Port ${taken[0]} is` : `Ports ${taken.join(', ')} are`;
    log.error(
      `${ports} already in use by another program; stop it, or set PORT to a free port for the storefront`,
    );
    lock.release();
    return 1;
  }

  const launcher = new Launcher(config, lock, log);
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      log.warn(`${signal} again: killing everything now`);
      killAllNow();
      lock.release();
      process.exit(1);
    }
    interrupted = true;
    log.info(`${signal} received; stopping Lumina (send it again to force)`);
    launcher.shutdown().then(
      () => {
        log.info('Lumina stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error((error as Error).message);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

  try {
    await launcher.start();
    return -1; // keep running until a signal or a crash ends us
  } catch (error) {
    if (interrupted) return -1; // the signal handler is already stopping everything
    log.error((error as Error).message);
    await launcher.shutdown().catch((stopError: unknown) => log.error((stopError as Error).message));
    return 1;
  }
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    process.stderr.write(`[lumina] error: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
