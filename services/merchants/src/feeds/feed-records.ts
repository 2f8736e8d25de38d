import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagNS } from 'saxes';
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
  const parser = new SaxesParser({ xmlns: true, position: true });
  const ready: FeedRecord[] = [];
  let item: { line: number; depth: number; fields: Record<string, unknown> } | null = null;
  let field: { name: string; text: string } | null = null;
  let depth = 0;
  const isItem = (tag: SaxesTagNS) => (itemElement ? tag.name === itemElement || tag.local === itemElement : tag.local === 'item' || tag.local === 'entry');
  parser.on('opentag', (tag) => {
    depth += 1;
    if (!item && isItem(tag)) item = { line: parser.line, depth, fields: {} };
    else if (item && depth === item.depth + 1) {
      // g:price and price are the same field; other namespaces keep their prefix.
      const name = tag.uri === GOOGLE_NS ? `g:${tag.local}` : tag.local === tag.name ? tag.local : tag.name;
      field = { name, text: '' };
      // Atom links carry their target in href.
      const href = tag.attributes.href;
      if (tag.local === 'link' && href && typeof href === 'object') field.text = href.value;
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
