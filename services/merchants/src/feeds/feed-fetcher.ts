import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type Socket } from 'node:net';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { Agent, buildConnector, request, type Dispatcher } from 'undici';
import type { FeedAuth } from '@lumina/contracts';
import { classifyAddress, isAllowedHost } from './address-policy';
import { FeedError, FeedRefusedError } from './feed.errors';

export interface FeedFetchOptions {
  allowedHosts: readonly string[];
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
}

/** What a feed server says identifies one version of its file (RFC 9110 validators). */
export interface FileValidators {
  etag: string | null;
  lastModified: string | null;
}

export interface FetchedFeed {
  /** The body as sent (still compressed if the file is .gz/.zip), capped at maxBytes. */
  body: Readable;
  url: string;
  contentType: string | null;
  validators: FileValidators;
  abort(): void;
}

/** The server answered 304: the file is the one the validators sent describe. */
export interface UnchangedFeed {
  notModified: true;
}

/** Longer validators are not kept (a header is not a place to store things). */
const MAX_VALIDATOR_LENGTH = 256;

const MAX_REDIRECTS = 5;

/**
 * Resolves, checks and connects in one place (undici's `connect` hook), so the address judged is
 * the address connected: a name that resolves to 10.0.0.1, or re-resolves differently after a
 * check (DNS rebinding), never gets a byte. Literal IPs in any notation arrive here already in
 * canonical form (the WHATWG URL parser turns 0x7f.1 and 2130706433 into 127.0.0.1).
 */
export function guardedConnector(options: Pick<FeedFetchOptions, 'allowedHosts' | 'connectTimeoutMs'>): buildConnector.connector {
  const connect = buildConnector({ timeout: options.connectTimeoutMs });
  return (opts, callback) => {
    const hostname = opts.hostname.replace(/^\[|\]$/g, '');
    const allowed = isAllowedHost(hostname, opts.port || (opts.protocol === 'https:' ? 443 : 80), options.allowedHosts);
    resolveOne(hostname)
      .then((address) => {
        if (!allowed) {
          const verdict = classifyAddress(address);
          if (!verdict.allowed) throw new FeedRefusedError(address === hostname ? verdict.reason : `${hostname} resolves to ${verdict.reason}`);
        }
        // Connect to the checked address itself; TLS still verifies the certificate for the name.
        connect(
          { ...opts, hostname: address, servername: opts.servername ?? (isIP(hostname) ? undefined : hostname) } as buildConnector.Options,
          (error, socket) => {
            if (error) return callback(error, null);
            const remote = (socket as Socket).remoteAddress;
            if (!allowed && remote && !classifyAddress(remote).allowed) {
              (socket as Socket).destroy();
              return callback(new FeedRefusedError(`${remote} is not public unicast`), null);
            }
            callback(null, socket as never);
          },
        );
      })
      .catch((error: Error) => callback(error, null));
  };
}

async function resolveOne(hostname: string): Promise<string> {
  if (isIP(hostname)) return hostname;
  try {
    // Every address the name has must pass: refusing on any private answer leaves no choice to
    // a later lookup. The first is then connected.
    const addresses = await dnsLookup(hostname, { all: true, verbatim: true });
    if (addresses.length === 0) throw new FeedError(`${hostname} has no address`, false);
    return addresses[0].address;
  } catch (error) {
    if (error instanceof FeedError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new FeedError(`${hostname} could not be resolved (${code ?? 'error'})`, code === 'ENOTFOUND');
  }
}

/** One agent per fetcher: its connector enforces the guard for every request and redirect. */
export class FeedFetcher {
  private readonly agent: Dispatcher;

  constructor(private readonly options: FeedFetchOptions) {
    this.agent = new Agent({
      connect: guardedConnector(options),
      headersTimeout: options.headersTimeoutMs,
      bodyTimeout: options.bodyTimeoutMs,
    });
  }

  /** `known`: the validators of the file last read; the server may then answer that it has not changed. */
  async fetch(feedUrl: string, auth: FeedAuth, known?: FileValidators): Promise<FetchedFeed | UnchangedFeed> {
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(new FeedError(`the download took longer than ${this.options.totalTimeoutMs} ms`, false)), this.options.totalTimeoutMs);
    deadline.unref();
    const origin = new URL(feedUrl).origin;
    let url = feedUrl;
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const target = new URL(url);
        if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new FeedError(`only http and https feeds are read, not ${target.protocol}`, true);
        // Credentials go only to the feed's own origin, never to where it redirects.
        const { headers, url: withAuth } = authFor(target, auth, target.origin === origin);
        const response = await request(withAuth, {
          dispatcher: this.agent,
          method: 'GET',
          headers: { 'user-agent': 'LuminaFeedBot/1.0', accept: '*/*', 'accept-encoding': 'identity', ...conditionalHeaders(known), ...headers },
          signal: controller.signal,
        });
        if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
          response.body.resume();
          if (hop === MAX_REDIRECTS) throw new FeedError(`more than ${MAX_REDIRECTS} redirects`, true);
          url = new URL(String(response.headers.location), target).toString();
          continue;
        }
        if (response.statusCode === 304 && known) {
          response.body.resume();
          clearTimeout(deadline);
          return { notModified: true };
        }
        if (response.statusCode !== 200) {
          response.body.resume();
          throw statusError(response.statusCode);
        }
        const length = Number(response.headers['content-length'] ?? NaN);
        if (Number.isFinite(length) && length > this.options.maxBytes) {
          response.body.destroy();
          throw new FeedError(`the feed is ${length} bytes, over the ${this.options.maxBytes}-byte limit`, true);
        }
        const capped = response.body.pipe(byteCap(this.options.maxBytes, 'the feed download'));
        response.body.on('error', (error) => capped.destroy(toFeedError(error)));
        capped.on('close', () => {
          clearTimeout(deadline);
          // A reader that stopped early (a cancel, a refused file) lets the connection go too, not only
          // the pipe: otherwise it stays open until the server ends it or the body timeout.
          if (!response.body.readableEnded) response.body.destroy();
        });
        return {
          body: capped,
          url,
          contentType: typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : null,
          validators: { etag: validator(response.headers.etag), lastModified: validator(response.headers['last-modified']) },
          abort: () => controller.abort(),
        };
      }
      throw new FeedError('too many redirects', true);
    } catch (error) {
      clearTimeout(deadline);
      throw toFeedError(controller.signal.aborted ? controller.signal.reason : error);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

function conditionalHeaders(known: FileValidators | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (known?.etag) headers['if-none-match'] = known.etag;
  if (known?.lastModified) headers['if-modified-since'] = known.lastModified;
  return headers;
}

function validator(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_VALIDATOR_LENGTH ? value : null;
}

function authFor(target: URL, auth: FeedAuth, sameOrigin: boolean): { headers: Record<string, string>; url: string } {
  if (!sameOrigin || !('type' in auth)) return { headers: {}, url: target.toString() };
  switch (auth.type) {
    case 'basic':
      return { headers: { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}` }, url: target.toString() };
    case 'bearer':
      return { headers: { authorization: `Bearer ${auth.token}` }, url: target.toString() };
    case 'header':
      return { headers: { [auth.name.toLowerCase()]: auth.value }, url: target.toString() };
    case 'query': {
      const withToken = new URL(target);
      withToken.searchParams.set(auth.name, auth.value);
      return { headers: {}, url: withToken.toString() };
    }
  }
}

function statusError(status: number): FeedError {
  if (status === 401 || status === 403) return new FeedError(`the feed server refused access (HTTP ${status}): check the feed credentials`, true);
  if (status === 404 || status === 410) return new FeedError(`the feed was not found (HTTP ${status})`, true);
  if (status === 408 || status === 429 || status >= 500) return new FeedError(`the feed server answered HTTP ${status}`, false);
  return new FeedError(`the feed server answered HTTP ${status}`, true);
}

/** Errors from undici, sockets and zlib as FeedErrors: timeouts and resets are transient. */
export function toFeedError(error: unknown): FeedError {
  if (error instanceof FeedError) return error;
  const err = error as NodeJS.ErrnoException & { cause?: unknown };
  if (err?.cause instanceof FeedError) return err.cause;
  const code = err?.code ?? '';
  if (/TIMEOUT/i.test(code) || /timeout/i.test(err?.name ?? '')) return new FeedError(`the feed server was too slow (${code || err.name})`, false);
  if (['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'UND_ERR_SOCKET', 'ENETUNREACH', 'EHOSTUNREACH'].includes(code))
    return new FeedError(`the connection to the feed server failed (${code})`, false);
  if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || /unexpected end of file/i.test(err?.message ?? ''))
    return new FeedError(`the compressed feed is broken (${err.message})`, true);
  return new FeedError(err?.message ?? String(error), false);
}

/** Passes bytes through until `max`, then fails: a huge or endless body stops here. */
export function byteCap(max: number, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > max) return callback(new FeedError(`${what} is over the ${max}-byte limit`, true));
      callback(null, chunk);
    },
  });
}

