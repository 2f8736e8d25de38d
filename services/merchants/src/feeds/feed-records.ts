import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { parser as jsonParser } from 'stream-json';
import { streamArray } from 'stream-json/streamers/StreamArray';
import { streamValues } from 'stream-json/streamers/StreamValues';
import type { FeedFormat } from '@lumina/contracts';
import { peek } from './feed-decoder';
import { toFeedError } from './feed-fetcher';
import { FeedError } from './feed.errors';
import { csvRecords } from './csv-records';
import { sniffDelimiter } from './delimiter-sniffer';
import { JsonTokenLimits } from './json-token-limits';
import { checkRecordSize, FEED_RECORD_LIMITS_DEFAULT, isOverBytes, oversizedField, oversizedRecord, type OversizedRecord, type RecordLimits } from './record-limits';

/** One item of a feed: its line (CSV, XML) or position (JSON), and its fields by name; `rejected` (fields empty) when it is over a size limit. */
export interface FeedRecord {
  line: number;
  fields: Record<string, unknown>;
  rejected?: OversizedRecord;
}

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/**
 * The feed's items, streamed with flat memory whatever its size: Papa Parse (delimiter sniffed),
 * saxes (RSS 2.0 / Atom / any XML with a configurable item element), stream-json (arrays, NDJSON).
 * An item over `limits` comes out rejected (the run records it and goes on).
 */
export async function* feedRecords(
  text: Readable,
  format: FeedFormat,
  itemElement?: string,
  limits: RecordLimits = FEED_RECORD_LIMITS_DEFAULT,
): AsyncGenerator<FeedRecord> {
  const { head, rest } = await peek(text, 4096);
  const sample = head.toString('utf8').replace(/^\uFEFF/, '');
  if (sample.trim() === '') throw new FeedError('the feed is empty', true);
  const kind = format === 'auto' ? detect(sample) : format;
  switch (kind) {
    case 'xml':
      yield* xmlRecords(rest, limits, itemElement);
      return;
    case 'json':
      yield* jsonRecords(rest, sample.trimStart().startsWith('[') ? 'array' : 'lines', limits);
      return;
    case 'tsv':
      yield* csvRecords(rest, '\t', limits);
      return;
    case 'csv':
      yield* csvRecords(rest, sniffDelimiter(sample), limits);
      return;
  }
}

function detect(sample: string): Exclude<FeedFormat, 'auto'> {
  const first = sample.trimStart()[0];
  if (first === '<') return 'xml';
  if (first === '[' || first === '{') return 'json';
  return 'csv';
}

/** Refused, not parsed: a DTD may declare entities that expand to gigabytes (billion laughs) or name outside files. */
export const XML_DOCTYPE_REFUSED = 'the XML file declares a DOCTYPE: feeds with a DTD or entity declarations are refused';

async function* xmlRecords(stream: Readable, limits: RecordLimits, itemElement?: string): AsyncGenerator<FeedRecord> {
  // Namespaces are resolved here, not by saxes (xmlns: true cost ~15 % of parsing a Google feed):
  // only the Google URI matters, and a declaration is looked up only for a field's prefix.
  const parser = new SaxesParser({ position: true });
  const buffered = parser as unknown as SaxesBuffers;
  const scopes = new NamespaceScopes();
  const ready: FeedRecord[] = [];
  let item: { line: number; depth: number; fields: Record<string, unknown>; bytes: number; rejected?: OversizedRecord } | null = null;
  let field: { name: string; text: string } | null = null;
  let depth = 0;
  const isItem = (name: string) => {
    const local = localName(name);
    return itemElement ? name === itemElement || local === itemElement : local === 'item' || local === 'entry';
  };
  parser.on('opentag', (tag) => {
    depth += 1;
    scopes.open(depth, tag.attributes as Record<string, string>);
    if (!item && isItem(tag.name)) item = { line: parser.line, depth, fields: {}, bytes: 0 };
    else if (item && depth === item.depth + 1) {
      // g:price and price are the same field; other namespaces keep their prefix.
      const local = localName(tag.name);
      const name = scopes.uriOf(tag.name) === GOOGLE_NS ? `g:${local}` : tag.name;
      field = { name, text: '' };
      // Atom links carry their target in href.
      const href = (tag.attributes as Record<string, string>).href;
      if (local === 'link' && href) field.text = href;
    }
  });
  // Text is kept only while its item is within the limits; past them the item is only walked to its end.
  const addText = (text: string) => {
    if (!field || !item || item.rejected) return;
    field.text += text;
    item.bytes += text.length;
    if (isOverBytes(field.text, limits.maxFieldBytes)) item.rejected = oversizedField(field.name, limits);
    else if (item.bytes > limits.maxRecordBytes) item.rejected = oversizedRecord(limits);
    if (item.rejected) field.text = '';
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('doctype', () => {
    throw new FeedError(XML_DOCTYPE_REFUSED, true);
  });
  parser.on('closetag', () => {
    if (item && field && depth === item.depth + 1) {
      const value = field.text.trim();
      const existing = item.fields[field.name];
      if (item.rejected) {
        // Nothing more of a rejected item is kept.
      } else if (existing === undefined) item.fields[field.name] = value;
      else item.fields[field.name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      field = null;
    } else if (item && depth === item.depth) {
      ready.push(item.rejected ? { line: item.line, fields: {}, rejected: item.rejected } : { line: item.line, fields: item.fields });
      item = null;
    }
    scopes.close(depth);
    depth -= 1;
  });
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      keepBuffersWithinLimits(buffered, limits, () => {
        const current = item as { rejected?: OversizedRecord } | null;
        if (current === null) return false;
        current.rejected ??= oversizedRecord(limits);
        return true;
      });
      while (ready.length > 0) yield ready.shift() as FeedRecord;
    }
    parser.close();
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (error instanceof Error && /^\d+:\d+: /.test(error.message)) throw new FeedError(`the XML file is broken: ${error.message}`, true);
    throw toFeedError(error);
  }
  while (ready.length > 0) yield ready.shift() as FeedRecord;
}

/**
 * saxes keeps a text, a CDATA section, a comment, an attribute value or a name whole until the
 * markup that ends it, with no limit of its own: a 200 MB text node would be held whole. Its
 * buffers are private, so they are read through this narrow view after each chunk.
 */
interface SaxesBuffers {
  text: string;
  name: string;
}

/**
 * After each chunk: a buffer past the record limit inside an item drops what it holds (the item
 * is rejected, `rejectItem` true; saxes goes on and the item's end is still found); outside any
 * item (`rejectItem` false) the file is refused, since nothing there could be skipped safely.
 */
function keepBuffersWithinLimits(parser: SaxesBuffers, limits: RecordLimits, rejectItem: () => boolean): void {
  if (parser.text.length <= limits.maxRecordBytes && parser.name.length <= limits.maxRecordBytes) return;
  if (!rejectItem()) throw new FeedError(`the XML file cannot be read: it holds a text or name over the ${limits.maxRecordBytes}-byte limit (FEED_MAX_RECORD_BYTES) outside any item`, true);
  if (parser.text.length > limits.maxRecordBytes) parser.text = '';
  if (parser.name.length > limits.maxRecordBytes) parser.name = '';
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

/** The namespace declarations in force (`xmlns`, `xmlns:p`), by the depth that declared them. */
class NamespaceScopes {
  private readonly declared: Array<{ depth: number; prefix: string; uri: string }> = [];

  open(depth: number, attributes: Record<string, string>): void {
    // for…in, not Object.entries: every element passes here, and few have attributes at all.
    for (const key in attributes) {
      if (key === 'xmlns') this.declared.push({ depth, prefix: '', uri: attributes[key] as string });
      else if (key.startsWith('xmlns:')) this.declared.push({ depth, prefix: key.slice(6), uri: attributes[key] as string });
    }
  }

  close(depth: number): void {
    while (this.declared.at(-1)?.depth === depth) this.declared.pop();
  }

  /** The URI of an element name's prefix (or of the default namespace); '' when none is declared. */
  uriOf(qualified: string): string {
    const colon = qualified.indexOf(':');
    const prefix = colon < 0 ? '' : qualified.slice(0, colon);
    return this.declared.findLast((declaration) => declaration.prefix === prefix)?.uri ?? '';
  }
}

async function* jsonRecords(stream: Readable, shape: 'array' | 'lines', limits: RecordLimits): AsyncGenerator<FeedRecord> {
  // packValues false: the parser never holds a whole string or number (a 200 MB value); the limits
  // pack them again, cut to size. NDJSON goes through the same parser, one top-level value a line.
  const tokens = stream.pipe(jsonParser({ packValues: false, jsonStreaming: shape === 'lines' }));
  const limited = tokens.pipe(new JsonTokenLimits(limits, shape === 'array' ? 1 : 0));
  const pipeline = limited.pipe(shape === 'array' ? streamArray() : streamValues());
  stream.on('error', (error) => pipeline.destroy(toFeedError(error)));
  // pipe() does not carry errors on: a JSON array cut off mid-way fails in the token parser, and
  // unheard there it would be an uncaught error of the whole process.
  tokens.on('error', (error) => pipeline.destroy(error));
  try {
    for await (const { key, value } of pipeline as AsyncIterable<{ key: number; value: unknown }>) {
      const cut = limited.oversized.get(key);
      if (cut) {
        limited.oversized.delete(key);
        yield { line: key + 1, fields: {}, rejected: cut };
        continue;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FeedError(`item ${key + 1} of the JSON feed is not an object`, true);
      const oversized = checkRecordSize(value as Record<string, unknown>, limits);
      yield oversized ? { line: key + 1, fields: {}, rejected: oversized } : { line: key + 1, fields: value as Record<string, unknown> };
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (error instanceof Error && !(error as NodeJS.ErrnoException).code) throw new FeedError(`the JSON file is broken: ${error.message}`, true);
    throw toFeedError(error);
  }
}
