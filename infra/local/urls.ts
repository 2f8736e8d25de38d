/** URL helpers shared by the ensure* functions: every URL we print goes through `redactUrl`. */

/** The URL with its password replaced, for log lines and error messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(malformed URL)';
  }
}

/** Same URL (credentials, path, query kept) pointing at another host and port. */
export function withHostAndPort(url: string, host: string, port: number): string {
  const parsed = new URL(url);
  parsed.hostname = host;
  parsed.port = String(port);
  return parsed.toString();
}

export function parseUrl(url: string, what: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new Error(`${what} is not a valid URL: ${redactUrl(url)}`);
  }
}
