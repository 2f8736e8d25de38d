import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { reusedServer, type EnsureCommonOptions, type EnsuredServer } from './ensured-server';
import { ManagedProcess } from './managed-process';
import { getFreePort, tcpConnectError } from './ports';
import { awaitReady, once } from './readiness';
import { httpStatus } from './wait';

export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';

export interface MailInbox extends EnsuredServer {
  /** The web inbox of a server we started (maildev); '' for a reused SMTP server. */
  inboxUrl: string;
}

export interface EnsureMailInboxOptions extends EnsureCommonOptions {
  /** SMTP_URL: used as it is when something answers there. */
  url?: string;
  /** The maildev CLI (the npm package's), run by this Node. */
  maildevBin?: string;
  /** Start maildev even if SMTP_URL answers (the test runner: the journeys read its inbox). */
  alwaysStart?: boolean;
}

/**
 * Where the alerts service hands its mail over in development and tests (ARCHITECTURE §17): the
 * SMTP server at SMTP_URL when one answers; otherwise maildev from the npm registry on loopback
 * ports, SMTP and its web inbox (whose REST API `GET /api/email` the end-to-end journeys read).
 * Run as a child process: maildev 3 is an ES module, and the launcher is CommonJS on Node 20.
 */
export async function ensureMailInbox(options: EnsureMailInboxOptions): Promise<MailInbox> {
  const configured = options.url ?? DEFAULT_SMTP_URL;
  const { hostname, port } = new URL(configured);
  const unreachable = await tcpConnectError(Number(port) || 25, hostname, 1000);
  if (!unreachable && !options.alwaysStart) {
    options.log.info(`using the SMTP server at ${hostname}:${port || 25}`);
    return { ...reusedServer(configured), inboxUrl: '' };
  }
  if (unreachable) options.log.info(`no SMTP server answers at ${hostname}:${port || 25} (${unreachable}); starting maildev`);
  const smtpPort = await getFreePort();
  const webPort = await getFreePort('127.0.0.1', new Set([smtpPort]));
  const dir = join(options.dataDir, 'maildev');
  await mkdir(dir, { recursive: true });
  const bin = options.maildevBin ?? require.resolve('maildev/package.json').replace(/package\.json$/, 'dist/bin/maildev.js');
  const proc = await ManagedProcess.start({
    name: 'maildev',
    command: process.execPath,
    args: [bin, '--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort), '--web-ip', '127.0.0.1', '--max-emails', '2000', '--mail-directory', dir],
    cwd: dir,
    output: { kind: 'file', path: join(options.dataDir, 'logs', 'maildev.log') },
    ownProcessGroup: options.ownProcessGroup,
  });
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  await awaitReady(proc, async () => (await httpStatus(`${inboxUrl}/api/email`, 500)) === 200, {
    timeoutMs: options.startTimeoutMs ?? 30_000,
    waitingFor: `maildev's inbox at ${inboxUrl}`,
    signal: options.signal,
  });
  options.log.info(`maildev ready: SMTP 127.0.0.1:${smtpPort}, inbox ${inboxUrl}`);
  return { url: `smtp://127.0.0.1:${smtpPort}`, inboxUrl, started: true, pid: proc.pid, stop: once(() => proc.stop(5_000)) };
}
