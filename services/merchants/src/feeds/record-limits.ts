/** How big one item of a feed and one of its fields may be (FEED_MAX_RECORD_BYTES, FEED_MAX_FIELD_BYTES). */
export interface RecordLimits {
  maxFieldBytes: number;
  maxRecordBytes: number;
}

/**
 * 64 KiB a field: ten times the longest description Google Shopping accepts (5,000 characters of
 * up to 3 bytes). 1 MiB an item: room for many such fields, small enough that holding one is nothing.
 */
export const FEED_RECORD_LIMITS_DEFAULT: RecordLimits = { maxFieldBytes: 64 * 1024, maxRecordBytes: 1024 * 1024 };

/** Why an item was refused before mapping: the field named (or `row` for the item as a whole) and the reason. */
export interface OversizedRecord {
  field: string;
  reason: string;
}

/** UTF-8 bytes of `text`, counted only when its length could put it over `max` (a character is at most 3 bytes per UTF-16 unit). */
export function isOverBytes(text: string, max: number): boolean {
  if (text.length > max) return true;
  return text.length * 3 > max && Buffer.byteLength(text, 'utf8') > max;
}

export const oversizedField = (field: string, limits: RecordLimits): OversizedRecord => ({
  field,
  reason: `the field is over the ${limits.maxFieldBytes}-byte limit (FEED_MAX_FIELD_BYTES)`,
});

export const oversizedRecord = (limits: RecordLimits): OversizedRecord => ({
  field: 'row',
  reason: `the item is over the ${limits.maxRecordBytes}-byte limit (FEED_MAX_RECORD_BYTES): skipped`,
});

/** The item over the record limit, else its first field over the field limit; null when it fits. */
export function checkRecordSize(fields: Record<string, unknown>, limits: RecordLimits): OversizedRecord | null {
  // Every row passes here: lengths first (no allocation); bytes are counted only when they could be over.
  let chars = 0;
  let longField = false;
  for (const name in fields) {
    const value = fields[name];
    const length = typeof value === 'string' ? value.length : JSON.stringify(value ?? null).length;
    chars += length;
    if (length * 3 > limits.maxFieldBytes) longField = true;
  }
  if (chars * 3 <= limits.maxRecordBytes && !longField) return null;
  const texts = Object.entries(fields).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value ?? null)] as const);
  const bytes = texts.reduce((sum, [, text]) => sum + Buffer.byteLength(text, 'utf8'), 0);
  if (bytes > limits.maxRecordBytes) return oversizedRecord(limits);
  const tooLong = texts.find(([, text]) => isOverBytes(text, limits.maxFieldBytes));
  return tooLong ? oversizedField(tooLong[0], limits) : null;
}
