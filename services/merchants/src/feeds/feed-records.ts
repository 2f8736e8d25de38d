import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { parser as jsonParser } from 'stream-json';
import { streamArray } from 'stream-json/streamers/StreamArray';
import { parser as jsonlParser } from 'stream-json/jsonl/Parser';
import type { FeedFormat } from '@lumina/contracts';
import { peek } from './feed-decoder';
import { toFeedError } from './feed-fetcher';
import { FeedError } from './feed.errors';
import { csvRecords } from './csv-records';
import { sniffDelimiter } from './delimiter-sniffer';

/** One item of a feed: its line (CSV, XML) or position (JSON), and its fields by name. */
export interface FeedRecord {
  line: number;
  fields: Record<string, unknown>;
}

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/**
 * The feed's items, streamed with flat memory whatever its size: Papa Parse (delimiter sniffed),
 * saxes (RSS 2.0 / Atom / any XML with a configurable item element), stream-json (arrays, NDJSON).
 */
export async function* feedRecords(text: Readable, format: FeedFormat, itemElement?: string): AsyncGenerator<FeedRecord> {
  const { head, rest } = await peek(text, 4096);
  const sample = head.toString('utf8').replace(/^\uFEFF/, '');
  if (sample.trim() === '') throw new FeedError('the feed is empty', true);
  const kind = format === 'auto' ? detect(sample) : format;
  switch (kind) {
    case 'xml':
      yield* xmlRecords(rest, itemElement);
      return;
    case 'json':
      yield* jsonRecords(rest, sample.trimStart().startsWith('[') ? 'array' : 'lines');
      return;
    case 'tsv':
      yield* csvRecords(rest, '\t');
      return;
    case 'csv':
      yield* csvRecords(rest, sniffDelimiter(sample));
      return;
  }
}

function detect(sample: string): Exclude<FeedFormat, 'auto'> {
  const first = sample.trimStart()[0];
  if (first === '<') return 'xml';
  if (first === '[' || first === '{') return 'json';
  return 'csv';
}

async function* xmlRecords(stream: Readable, itemElement?: string): AsyncGenerator<FeedRecord> {
  // Namespaces are resolved here, not by saxes (xmlns: true cost ~15 % of parsing a Google feed):
  // only the Google URI matters, and a declaration is looked up only for a field's prefix.
  const parser = new SaxesParser({ position: true });
  const scopes = new NamespaceScopes();
  const ready: FeedRecord[] = [];
  let item: { line: number; depth: number; fields: Record<string, unknown> } | null = null;
  let field: { name: string; text: string } | null = null;
  let depth = 0;
  const isItem = (name: string) => {
    const local = localName(name);
    return itemElement ? name === itemElement || local === itemElement : local === 'item' || local === 'entry';
  };
  parser.on('opentag', (tag) => {
    depth += 1;
    scopes.open(depth, tag.attributes as Record<string, string>);
    if (!item && isItem(tag.name)) item = { line: parser.line, depth, fields: {} };
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
  parser.on('text', (text) => {
    if (field) field.text += text;
  });
  parser.on('cdata', (text) => {
    if (field) field.text += text;
  });
  parser.on('closetag', () => {
    if (item && field && depth === item.depth + 1) {
      const value = field.text.trim();
      const existing = item.fields[field.name];
      if (existing === undefined) item.fields[field.name] = value;
      else item.fields[field.name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      field = null;
    } else if (item && depth === item.depth) {
      ready.push({ line: item.line, fields: item.fields });
      item = null;
    }
    scopes.close(depth);
    depth -= 1;
  });
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
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

async function* jsonRecords(stream: Readable, shape: 'array' | 'lines'): AsyncGenerator<FeedRecord> {
  const tokens = shape === 'array' ? stream.pipe(jsonParser()) : null;
  const pipeline = tokens ? tokens.pipe(streamArray()) : stream.pipe(jsonlParser());
  stream.on('error', (error) => pipeline.destroy(toFeedError(error)));
  // pipe() does not carry errors on: a JSON array cut off mid-way fails in the token parser, and
  // unheard there it would be an uncaught error of the whole process.
  tokens?.on('error', (error) => pipeline.destroy(error));
  try {
    for await (const { key, value } of pipeline as AsyncIterable<{ key: number; value: unknown }>) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FeedError(`item ${key + 1} of the JSON feed is not an object`, true);
      yield { line: key + 1, fields: value as Record<string, unknown> };
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (error instanceof Error && !(error as NodeJS.ErrnoException).code) throw new FeedError(`the JSON file is broken: ${error.message}`, true);
    throw toFeedError(error);
  }
}
