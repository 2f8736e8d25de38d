import type { InfraLogger } from './logger';

/**
 * What every ensure* function returns. `started` tells whether we launched it (and `stop()` will
 * stop it) or found one already answering (and `stop()` leaves it alone: it is not ours).
 */
export interface EnsuredServer {
  url: string;
  started: boolean;
  /** Set when we started it; recorded in the pidfile so a crashed launcher's children can be cleaned up. */
  pid?: number;
  stop(): Promise<void>;
}

export function reusedServer(url: string): EnsuredServer {
  return { url, started: false, stop: async () => undefined };
}

/** Options common to the ensure* functions. */
export interface EnsureCommonOptions {
  /** Root of everything we keep: `<dataDir>/<server>` for data, `<dataDir>/logs/<server>.log` for output. */
  dataDir: string;
  log: InfraLogger;
  /** Port for a server we start; a free one when omitted. */
  port?: number;
  /** See ProcessSpec.ownProcessGroup: only for launchers that handle SIGINT themselves. */
  ownProcessGroup?: boolean;
  startTimeoutMs?: number;
  signal?: AbortSignal;
}
