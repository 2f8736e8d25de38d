import type { LoadResult } from './http-load';

/** Prints rows as an aligned plain-text table; numbers right-aligned, text left-aligned. */
export function formatTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = headers.map((_, column) =>
    rows.every((row) => typeof row[column] === 'number' || /^[\d.,/ -]+$/.test(String(row[column]))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join(' | ');
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

export function fixed(value: number, digits = 2): string {
  return value.toFixed(digits);
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

export function thousands(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** The columns of one load phase, as every benchmark prints them. */
export const LOAD_HEADERS = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'requests', 'failed'];

export function loadCells(result: LoadResult): Array<string | number> {
  return [
    thousands(result.perSecond),
    fixed(result.p50Ms),
    fixed(result.p95Ms),
    fixed(result.p99Ms),
    fixed(result.maxMs),
    thousands(result.requests),
    result.failures,
  ];
}
