import { isWireError, type WireError } from '@lumina/contracts';

/**
 * What travels in stream entries, and the only place that turns Redis replies (untyped nested
 * arrays) into typed values. Payloads are JSON; everything else is a plain string field, so
 * `XRANGE` in redis-cli stays readable when debugging.
 */

export interface RequestMessage {
  kind: 'request';
  pattern: string;
  /** Correlates the reply with the caller's pending request. */
  id: string;
  replyTo: string;
  /** Epoch ms after which nobody waits for the answer, so the handler must not run. */
  deadline: number;
  requestId?: string;
  /** The signed-in admin whose request caused this message (`<id> <email>`), for audit and logs. */
  actor?: string;
  /** The producer's id of this message: the same on every re-send, so handlers can apply it once. */
  messageId?: string;
  data: unknown;
}

export interface EventMessage {
  kind: 'event';
  pattern: string;
  requestId?: string;
  actor?: string;
  /** The producer's id of this event (an outbox row id, say): the same on every re-send. */
  messageId?: string;
  data: unknown;
}

export type InboundMessage = RequestMessage | EventMessage;

export type ReplyOutcome = { ok: true; response: unknown } | { ok: false; error: WireError };

export interface ReplyMessage {
  id: string;
  outcome: ReplyOutcome;
}

export interface StreamEntry {
  id: string;
  /** null when the entry was deleted while still pending (XCLAIM reports it that way). */
  fields: Record<string, string> | null;
}

export interface StreamBatch {
  stream: string;
  entries: StreamEntry[];
}

export function encodeRequest(message: Omit<RequestMessage, 'kind'>): string[] {
  const fields = [
    'kind',
    'request',
    'pattern',
    message.pattern,
    'id',
    message.id,
    'replyTo',
    message.replyTo,
  ];
  fields.push('deadline', String(message.deadline), 'data', toJson(message.data));
  if (message.requestId !== undefined) fields.push('requestId', message.requestId);
  if (message.actor !== undefined) fields.push('actor', message.actor);
  if (message.messageId !== undefined) fields.push('messageId', message.messageId);
  return fields;
}

export function encodeEvent(message: Omit<EventMessage, 'kind'>): string[] {
  const fields = ['kind', 'event', 'pattern', message.pattern, 'data', toJson(message.data)];
  if (message.requestId !== undefined) fields.push('requestId', message.requestId);
  if (message.actor !== undefined) fields.push('actor', message.actor);
  if (message.messageId !== undefined) fields.push('messageId', message.messageId);
  return fields;
}

export function encodeReply(reply: ReplyMessage): string[] {
  if (!reply.outcome.ok) return ['id', reply.id, 'error', JSON.stringify(reply.outcome.error)];
  // An undefined result is sent as no field, so the caller completes without a value, as in Nest.
  if (reply.outcome.response === undefined) return ['id', reply.id];
  return ['id', reply.id, 'response', toJson(reply.outcome.response)];
}

export function decodeInbound(
  fields: Record<string, string>,
): InboundMessage | { kind: 'invalid'; reason: string } {
  const { kind, pattern, requestId, actor, messageId } = fields;
  if (typeof pattern !== 'string') return { kind: 'invalid', reason: 'missing pattern' };
  const data = parseJson(fields.data);
  if (!data.ok) return { kind: 'invalid', reason: `unreadable data for ${pattern}` };
  if (kind === 'event') return { kind, pattern, requestId, actor, messageId, data: data.value };
  if (kind !== 'request') return { kind: 'invalid', reason: `unknown kind "${kind}"` };
  const deadline = Number(fields.deadline);
  if (!fields.id || !fields.replyTo || !Number.isFinite(deadline)) {
    return { kind: 'invalid', reason: `request ${pattern} lacks id, replyTo or deadline` };
  }
  return {
    kind,
    pattern,
    id: fields.id,
    replyTo: fields.replyTo,
    deadline,
    requestId,
    actor,
    messageId,
    data: data.value,
  };
}

export function decodeReply(fields: Record<string, string>): ReplyMessage | null {
  if (!fields.id) return null;
  if (fields.error !== undefined) {
    const parsed = parseJson(fields.error);
    const error: WireError =
      parsed.ok && isWireError(parsed.value)
        ? parsed.value
        : { code: 'INTERNAL', kind: 'internal', message: 'Internal error' };
    return { id: fields.id, outcome: { ok: false, error } };
  }
  if (fields.response === undefined) return { id: fields.id, outcome: { ok: true, response: undefined } };
  const parsed = parseJson(fields.response);
  if (!parsed.ok)
    return {
      id: fields.id,
      outcome: { ok: false, error: { code: 'RPC.BAD_REPLY', kind: 'internal', message: 'Unreadable reply' } },
    };
  return { id: fields.id, outcome: { ok: true, response: parsed.value } };
}

/**
 * The replies in one reply-stream entry: `id` starts each (then `response` or `error`), so an
 * entry may carry the replies of a whole batch to one client (see StreamKeys.readsBatchedReplies).
 * An entry of one reply, as older servers write, decodes the same way.
 */
export function decodeReplies(flat: readonly unknown[]): ReplyMessage[] {
  const replies: ReplyMessage[] = [];
  let current: Record<string, string> | undefined;
  const finish = () => {
    const reply = current && decodeReply(current);
    if (reply) replies.push(reply);
  };
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const key = flat[i];
    const value = flat[i + 1];
    if (typeof key !== 'string' || typeof value !== 'string') continue;
    if (key === 'id') {
      finish();
      current = { id: value };
    } else if (current) current[key] = value;
  }
  finish();
  return replies;
}

/** XREAD of a reply stream: the id of the last entry read, and every reply in the entries. */
export function parseReplyRead(raw: unknown): { lastId?: string; replies: ReplyMessage[] } {
  let lastId: string | undefined;
  const replies: ReplyMessage[] = [];
  if (!Array.isArray(raw)) return { replies };
  for (const item of raw) {
    if (!Array.isArray(item) || !Array.isArray(item[1])) continue;
    for (const entry of item[1] as unknown[]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
      lastId = entry[0];
      if (Array.isArray(entry[1])) replies.push(...decodeReplies(entry[1] as unknown[]));
    }
  }
  return { lastId, replies };
}

/** XREAD / XREADGROUP: `[[stream, [[id, [field, value, ...]], ...]], ...]` or null on timeout. */
export function parseStreamRead(raw: unknown): StreamBatch[] {
  if (!Array.isArray(raw)) return [];
  const batches: StreamBatch[] = [];
  for (const item of raw) {
    if (Array.isArray(item) && typeof item[0] === 'string') {
      batches.push({ stream: item[0], entries: parseEntries(item[1]) });
    }
  }
  return batches;
}

/** XCLAIM / XRANGE: `[[id, [field, value, ...] | null], ...]`. */
export function parseEntries(raw: unknown): StreamEntry[] {
  if (!Array.isArray(raw)) return [];
  const entries: StreamEntry[] = [];
  for (const item of raw) {
    if (!Array.isArray(item) || typeof item[0] !== 'string') continue;
    entries.push({ id: item[0], fields: Array.isArray(item[1]) ? toRecord(item[1]) : null });
  }
  return entries;
}

/** XPENDING with a range: `[[id, consumer, idleMs, deliveries], ...]`. */
export interface PendingEntry {
  id: string;
  consumer: string;
  idleMs: number;
  deliveries: number;
}

export function parsePending(raw: unknown): PendingEntry[] {
  if (!Array.isArray(raw)) return [];
  const pending: PendingEntry[] = [];
  for (const item of raw) {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || typeof item[1] !== 'string') continue;
    pending.push({ id: item[0], consumer: item[1], idleMs: Number(item[2]), deliveries: Number(item[3]) });
  }
  return pending;
}

/** Functions and symbols stringify to undefined; send null rather than a field Redis rejects. */
function toJson(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

function toRecord(flat: unknown[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const key = flat[i];
    const value = flat[i + 1];
    if (typeof key === 'string' && typeof value === 'string') record[key] = value;
  }
  return record;
}

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Bytes of an encoded message as Redis stores it (the cap in maxMessageBytes is on this). */
export function encodedBytes(fields: string[]): number {
  let bytes = 0;
  for (const field of fields) bytes += Buffer.byteLength(field);
  return bytes;
}
