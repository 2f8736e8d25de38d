/**
 * PostgreSQL COPY text format (one row per line, tab-separated, `\N` for NULL). Only the four
 * characters COPY treats specially are escaped; everything else travels as UTF-8 bytes.
 */
export type CopyType = 'text' | 'integer' | 'numeric' | 'boolean' | 'uuid' | 'text[]' | 'jsonb';

const COPY_SPECIAL = /[\\\n\r\t]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCopy(value: string): string {
  return value.replace(COPY_SPECIAL, (char) => COPY_ESCAPES[char] ?? char);
}

/** An array literal with every element quoted, so commas, braces and quotes inside stay data. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

export function copyField(type: CopyType, value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  switch (type) {
    case 'boolean':
      return value ? 't' : 'f';
    case 'integer':
    case 'numeric':
      return String(value as number);
    case 'text[]':
      return escapeCopy(arrayLiteral(value as string[]));
    case 'jsonb':
      return escapeCopy(JSON.stringify(value));
    case 'text':
    case 'uuid':
      return escapeCopy(String(value as string));
  }
}

export function copyLine(fields: readonly string[]): string {
  return `${fields.join('\t')}\n`;
}
