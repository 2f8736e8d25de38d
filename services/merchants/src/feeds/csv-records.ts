import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { toFeedError } from './feed-fetcher';
import { CsvRowEnd } from './csv-row-end';
import { FeedError } from './feed.errors';
import { checkRecordSize, FEED_RECORD_LIMITS_DEFAULT, isOverBytes, oversizedRecord, type OversizedRecord, type RecordLimits } from './record-limits';

/** One CSV row: the physical line it starts on and its fields by (trimmed) header name; `rejected` when it is too big. */
export interface CsvRecord {
  line: number;
  fields: Record<string, string>;
  rejected?: OversizedRecord;
}

/**
 * The rows of a CSV stream, with flat memory: each decoded chunk is parsed by Papa Parse's core
 * parser up to its last complete row; the incomplete rest (a quoted field may span chunks) waits
 * for the next chunk. Papa Parse, not csv-parse: 0.8 CPU-s instead of 3.0 for the 100,000-row
 * bench feed, which was most of an unchanged re-run's cost (docs/adr-007).
 *
 * As before: a BOM is dropped, header names and values are trimmed, blank lines are skipped, rows
 * with fewer or more fields than the header are kept (missing fields absent, extra ones dropped),
 * and a broken quoted field (never closed, or text after its closing quote) fails the feed. A quote
 * inside an unquoted field is text (`12" pendant`).
 *
 * Limits (hostile feeds, docs/adr-007): a row whose unparsed rest grows past `maxRecordBytes` is
 * not parsed again with every chunk (that was quadratic, and held the rest in memory): it is
 * stepped over by `CsvRowEnd`, which keeps nothing, and comes out as a rejected record. A row with
 * a field over `maxFieldBytes` is rejected too. A quote never closed still fails the feed, once
 * the end of the file is reached in a single pass.
 */
export async function* csvRecords(stream: Readable, delimiter: string, limits: RecordLimits = FEED_RECORD_LIMITS_DEFAULT): AsyncGenerator<CsvRecord> {
  // Strings decoded across chunk boundaries: a character split between two chunks stays whole.
  stream.setEncoding('utf8');
  let parser: Papa.Parser | null = null;
  let lineBreak: LineBreak = '\n';
  let pending = '';
  let header: string[] | null = null;
  let line = 1;
  /** The row being stepped over (too big), from its start line. */
  let skipping: { line: number; end: CsvRowEnd } | null = null;

  function* rows(text: string, last: boolean): Generator<CsvRecord> {
    if (parser === null) {
      const found = lineBreakOf(text);
      // The header's end is not in yet: the line break is not known.
      if (found === null && !last && !isOverBytes(text, limits.maxRecordBytes)) {
        pending = text;
        return;
      }
      lineBreak = found ?? '\n';
      parser = new Papa.Parser({ delimiter, newline: lineBreak });
    }
    const result = parser.parse(text, 0, !last) as Papa.ParseResult<string[]>;
    const broken = result.errors.find((error) => error.type === 'Quotes');
    for (const [index, values] of result.data.entries()) {
      const start = line;
      line += 1 + lineBreaksIn(values, lineBreak);
      if (broken && broken.row === index) throw unreadable(broken.message, start);
      if (values.every((value) => value.trim() === '')) continue;
      if (header === null) {
        header = values.map((name) => name.trim());
        continue;
      }
      const fields: Record<string, string> = {};
      const count = Math.min(header.length, values.length);
      for (let column = 0; column < count; column += 1) fields[header[column] as string] = (values[column] as string).trim();
      const oversized = checkRecordSize(fields, limits);
      yield oversized ? { line: start, fields: {}, rejected: oversized } : { line: start, fields };
    }
    pending = last ? '' : text.slice(result.meta.cursor);
    if (!last && isOverBytes(pending, limits.maxRecordBytes)) {
      if (header === null) throw new FeedError(`the CSV file cannot be read: its header line is over the ${limits.maxRecordBytes}-byte limit (FEED_MAX_RECORD_BYTES)`, true);
      skipping = { line, end: new CsvRowEnd(delimiter, lineBreak) };
      const rest = pending;
      pending = '';
      yield* stepOver(rest);
    }
  }

  /** Feeds `text` to the row being stepped over; once it ends, the rejection and the rows after it. */
  function* stepOver(text: string): Generator<CsvRecord> {
    if (skipping === null) return;
    const end = skipping.end.feed(text);
    if (end === -1) return;
    const skipped = skipping;
    skipping = null;
    line = skipped.line + 1 + skipped.end.lineBreaks;
    yield { line: skipped.line, fields: {}, rejected: oversizedRecord(limits) };
    // Papa Parse starts afresh at a row's start: its state was the skipped row's.
    parser = new Papa.Parser({ delimiter, newline: lineBreak });
    yield* rows(text.slice(end), false);
  }

  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      if (skipping !== null) {
        yield* stepOver(chunk);
        continue;
      }
      const text = pending === '' && parser === null ? chunk.replace(/^\uFEFF/, '') : pending + chunk;
      yield* rows(text, false);
    }
    const unfinished = skipping as { line: number; end: CsvRowEnd } | null;
    if (unfinished !== null) {
      if (unfinished.end.inQuotes) throw unreadable('Quoted field unterminated', unfinished.line);
      // The file ends the row: it was too big all the same.
      yield { line: unfinished.line, fields: {}, rejected: oversizedRecord(limits) };
      return;
    }
    if (pending !== '' || parser === null) yield* rows(pending, true);
  } catch (error) {
    throw error instanceof FeedError ? error : toFeedError(error);
  }
}

const unreadable = (message: string, line: number) => new FeedError(`the CSV file cannot be read: ${message.toLowerCase()} (line ${line})`, true);

type LineBreak = '\n' | '\r\n' | '\r';

/** The file's line break, from its first one (Papa Parse's core parser takes it as given). */
function lineBreakOf(text: string): LineBreak | null {
  const index = text.search(/[\r\n]/);
  if (index === -1) return null;
  if (text[index] === '\n') return '\n';
  // A lone \r at the very end may be the first half of \r\n: wait for more.
  if (index === text.length - 1) return null;
  return text[index + 1] === '\n' ? '\r\n' : '\r';
}

/** Line breaks inside a row's quoted fields: the row spans that many more lines. */
function lineBreaksIn(values: readonly string[], lineBreak: LineBreak): number {
  const mark = lineBreak === '\r' ? '\r' : '\n';
  let count = 0;
  for (const value of values) {
    for (let i = value.indexOf(mark); i !== -1; i = value.indexOf(mark, i + 1)) count += 1;
  }
  return count;
}
