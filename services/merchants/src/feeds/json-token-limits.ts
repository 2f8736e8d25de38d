import { Transform, type TransformCallback } from 'node:stream';
import { isOverBytes, oversizedField, oversizedRecord, type OversizedRecord, type RecordLimits } from './record-limits';

interface Token {
  name: string;
  value?: string;
}

/**
 * Between stream-json's parser (run with `packValues: false`: it then hands strings, keys and
 * numbers on in chunks instead of holding each whole) and its streamer: packs each value again, up
 * to the field limit, and counts the bytes of each top-level item. A value over the field limit
 * goes on as '' and an item over the record limit goes on without its values and nested parts, so
 * nothing the streamer assembles outgrows the limits; `oversized` says which items (by their index,
 * the streamer's key) were cut and why. `itemDepth`: 1 for the items of an array, 0 for NDJSON.
 */
export class JsonTokenLimits extends Transform {
  readonly oversized = new Map<number, OversizedRecord>();
  private depth = 0;
  private item = -1;
  private itemBytes = 0;
  private field = '';
  private text = '';
  private textOver = false;
  /** Nested parts of an item already over the record limit: dropped, start to end. */
  private dropping = 0;

  constructor(
    private readonly limits: RecordLimits,
    private readonly itemDepth: 0 | 1,
  ) {
    super({ objectMode: true });
  }

  override _transform(token: Token, _encoding: BufferEncoding, callback: TransformCallback): void {
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        this.beginValue();
        this.count(1);
        if (this.dropping > 0 || (this.isOver() && this.depth > this.itemDepth)) this.dropping += 1;
        else this.push(token);
        this.depth += 1;
        break;
      case 'endObject':
      case 'endArray':
        this.depth -= 1;
        if (this.dropping > 0) this.dropping -= 1;
        else this.push(token);
        break;
      case 'startString':
      case 'startNumber':
        this.beginValue();
        this.text = '';
        this.textOver = false;
        break;
      case 'startKey':
        this.text = '';
        this.textOver = false;
        break;
      case 'stringChunk':
      case 'numberChunk':
      case 'keyChunk':
        this.count(token.value?.length ?? 0);
        if (!this.textOver) {
          this.text += token.value ?? '';
          if (isOverBytes(this.text, this.limits.maxFieldBytes)) [this.text, this.textOver] = ['', true];
        }
        break;
      case 'endKey':
        if (this.depth === this.itemDepth + 1) this.field = this.text;
        if (!this.dropping && !this.isOver()) this.push({ name: 'keyValue', value: this.text });
        break;
      case 'endString':
      case 'endNumber':
        if (this.textOver) this.reject(oversizedField(this.field || 'value', this.limits));
        if (!this.dropping && !this.isOver()) this.push({ name: token.name === 'endString' ? 'stringValue' : 'numberValue', value: this.text });
        break;
      default:
        // true, false, null
        this.beginValue();
        this.count(1);
        if (!this.dropping && !this.isOver()) this.push(token);
    }
    callback();
  }

  /** A value at the items' depth starts the next item. */
  private beginValue(): void {
    if (this.depth !== this.itemDepth) return;
    this.item += 1;
    this.itemBytes = 0;
    this.field = '';
  }

  private count(bytes: number): void {
    this.itemBytes += bytes;
    if (this.itemBytes > this.limits.maxRecordBytes && this.oversized.get(this.item)?.field !== 'row') this.oversized.set(this.item, oversizedRecord(this.limits));
  }

  private reject(reason: OversizedRecord): void {
    if (!this.oversized.has(this.item)) this.oversized.set(this.item, reason);
  }

  private isOver(): boolean {
    return this.oversized.get(this.item)?.field === 'row';
  }
}
