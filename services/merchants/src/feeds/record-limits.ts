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

/** The first field of `fields` over the field limit, or the item over the record limit; null when it fits. */
export function checkRecordSize(fields: Record<string, unknown>, limits: RecordLimits): OversizedRecord | null {
  let total = 0;
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    if (isOverBytes(text, limits.maxFieldBytes)) return oversizedField(name, limits);
    total += text.length;
  }
  return total > limits.maxRecordBytes ? oversizedRecord(limits) : null;
}
