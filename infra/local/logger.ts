/**
 * The launcher's own voice. Deliberately tiny: callers pass `console`, a pino logger or a silent
 * logger in tests, so this package never decides where status lines go.
 */
export interface InfraLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Status lines on stderr, so stdout carries only what a script may want to read (the URL line). */
export function createConsoleLogger(tag = 'lumina'): InfraLogger {
  const write = (message: string) => process.stderr.write(`[${tag}] ${message}\n`);
  return { info: write, warn: (m) => write(`warning: ${m}`), error: (m) => write(`error: ${m}`) };
}

export const silentLogger: InfraLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
