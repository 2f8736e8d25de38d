import { once } from 'node:events';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import { PART_BYTES, type SitemapLimits } from './sitemap-limits';
import type { SitemapStore, StoredFile } from './sitemap-store';

/** Plain sitemaps: no image, video, news or xhtml namespaces in every file's head. */
const PLAIN = { news: false, video: false, xhtml: false, image: false };

/** XML the sitemap stream may hold for gzip before writing more waits. */
const BACKLOG_BYTES = 256 * 1024;

const ISO_LENGTH = '2026-01-01T00:00:00.000Z'.length;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapedLength(text: string): number {
  let length = Buffer.byteLength(text);
  for (const char of text) if (char in XML_ESCAPES) length += (XML_ESCAPES[char] as string).length - 1;
  return length;
}

/**
 * Bytes one `<url>` (or `<sitemap>`) entry takes in the XML the `sitemap` package writes: known
 * before it is written, so a file is closed before an entry would take it over the size limit.
 */
export function entryBytes(tag: 'url' | 'sitemap', loc: string, lastmod: Date | undefined): number {
  const wrapper = 2 * tag.length + 5; // <tag></tag>
  const locBytes = '<loc></loc>'.length + escapedLength(loc);
  const lastmodBytes = lastmod ? '<lastmod></lastmod>'.length + ISO_LENGTH : 0;
  return wrapper + locBytes + lastmodBytes;
}

/** What the package writes around the entries, measured once per kind of file. */
function envelopeBytes(make: () => Transform, entry: Record<string, unknown>, tag: 'url' | 'sitemap'): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = make();
    let bytes = 0;
    stream.on('data', (chunk: Buffer | string) => (bytes += Buffer.byteLength(chunk)));
    stream.on('end', () => resolve(bytes - entryBytes(tag, entry.url as string, undefined)));
    stream.on('error', reject);
    stream.end(entry);
  });
}

/** Gzip output cut into parts of PART_BYTES, each stored as soon as it is full. */
class PartSink extends Writable {
  parts = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly put: (part: number, bytes: Buffer) => Promise<void>) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes < PART_BYTES) return done();
    this.store(false).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.store(true).then(() => done(), done);
  }

  private async store(all: boolean): Promise<void> {
    let buffer = Buffer.concat(this.pending);
    while (buffer.length >= PART_BYTES || (all && buffer.length > 0)) {
      await this.put(this.parts, buffer.subarray(0, PART_BYTES));
      this.parts += 1;
      buffer = buffer.subarray(PART_BYTES);
    }
    this.pending = buffer.length > 0 ? [buffer] : [];
    this.pendingBytes = buffer.length;
  }
}

/**
 * Joins the XML's many small chunks (one per tag) into 64 KiB ones before gzip: zlib handed a
 * chunk per tag spent ~200 µs per URL (a thread-pool round trip each), with them joined ~5 µs.
 */
class Coalesce extends Transform {
  private chunks: Buffer[] = [];
  private bytes = 0;

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.chunks.push(buffer);
    this.bytes += buffer.length;
    if (this.bytes >= 64 * 1024) this.release();
    done();
  }

  override _flush(done: () => void): void {
    if (this.bytes > 0) this.release();
    done();
  }

  private release(): void {
    this.push(Buffer.concat(this.chunks));
    this.chunks = [];
    this.bytes = 0;
  }
}

/** One gzipped file being written to the store. */
class OpenFile {
  urls = 0;
  bytes: number;
  lastmod: Date | undefined;
  private readonly sink: PartSink;
  private readonly coalesce = new Coalesce();
  private readonly done: Promise<void>;

  constructor(
    private readonly xml: Transform,
    envelope: number,
    readonly name: string,
    private readonly generation: string,
    store: SitemapStore,
  ) {
    this.bytes = envelope;
    this.sink = new PartSink((part, bytes) => store.putPart(generation, name, part, bytes));
    this.done = pipeline(xml, this.coalesce, createGzip(), this.sink);
    // Seen by close(); without a listener an early failure would be an unhandled rejection.
    this.done.catch(() => undefined);
  }

  async write(item: { url: string; lastmod?: Date }, bytes: number): Promise<void> {
    this.urls += 1;
    this.bytes += bytes;
    if (item.lastmod && (!this.lastmod || item.lastmod > this.lastmod)) this.lastmod = item.lastmod;
    if (!this.xml.write(item)) await Promise.race([once(this.xml, 'drain'), this.done]);
    // SitemapStream pushes its output whatever its reader says (it ignores push()'s answer), so
    // while gzip is behind, its output would pile up in memory: wait for gzip here instead.
    while (this.xml.readableLength > BACKLOG_BYTES) {
      await Promise.race([
        this.coalesce.writableNeedDrain ? once(this.coalesce, 'drain') : new Promise((resolve) => setImmediate(resolve)),
        this.done,
      ]);
    }
  }

  async close(): Promise<StoredFile> {
    this.xml.end();
    await this.done;
    return {
      generation: this.generation,
      file: this.name,
      urls: this.urls,
      xmlBytes: this.bytes,
      parts: this.sink.parts,
      lastmod: this.lastmod ?? null,
    };
  }
}

const newUrlSet = () => new SitemapStream({ xmlns: PLAIN });
const newIndex = () => new SitemapIndexStream();

/**
 * A series of sitemap files (`de-products-1.xml.gz`, `-2` …) of one generation: a file is closed
 * and the next opened when one more entry would pass the URL count or the byte size limit.
 */
export class SitemapFileSeries {
  private current: OpenFile | undefined;
  private readonly closed: StoredFile[] = [];

  private constructor(
    private readonly store: SitemapStore,
    private readonly generation: string,
    private readonly baseName: string,
    private readonly limits: SitemapLimits,
    private readonly envelope: number,
    private readonly tag: 'url' | 'sitemap',
  ) {}

  static async urls(store: SitemapStore, generation: string, baseName: string, limits: SitemapLimits): Promise<SitemapFileSeries> {
    const envelope = await envelopeBytes(newUrlSet, { url: 'http://a/' }, 'url');
    return new SitemapFileSeries(store, generation, baseName, limits, envelope, 'url');
  }

  /** The index: one file by name (a site with more sitemaps than one index holds is refused). */
  static async index(store: SitemapStore, generation: string, name: string, limits: SitemapLimits): Promise<SitemapFileSeries> {
    const envelope = await envelopeBytes(newIndex, { url: 'http://a/' }, 'sitemap');
    return new SitemapFileSeries(store, generation, name, limits, envelope, 'sitemap');
  }

  async add(loc: string, lastmod?: Date): Promise<void> {
    const bytes = entryBytes(this.tag, loc, lastmod);
    if (this.current && (this.current.urls >= this.limits.maxUrls || this.current.bytes + bytes > this.limits.maxBytes)) {
      this.closed.push(await this.current.close());
      this.current = undefined;
    }
    if (!this.current) {
      if (this.envelope + bytes > this.limits.maxBytes) throw new Error(`${loc} alone exceeds the sitemap size limit`);
      this.current = this.open();
    }
    await this.current.write(lastmod ? { url: loc, lastmod } : { url: loc }, bytes);
  }

  /** Closes the last file; the files written, in order (none when nothing was added). */
  async finish(): Promise<StoredFile[]> {
    if (this.current) this.closed.push(await this.current.close());
    this.current = undefined;
    return this.closed;
  }

  private open(): OpenFile {
    if (this.tag === 'sitemap') {
      if (this.closed.length > 0) throw new Error(`more sitemaps than one index may list (${this.limits.maxUrls})`);
      return new OpenFile(newIndex(), this.envelope, this.baseName, this.generation, this.store);
    }
    const name = `${this.baseName}-${this.closed.length + 1}.xml.gz`;
    return new OpenFile(newUrlSet(), this.envelope, name, this.generation, this.store);
  }
}
