import { createHash } from 'node:crypto';
import type Redis from 'ioredis';

/** One answered request: where its reply goes and which entry it acknowledges. */
export interface AnsweredRequest {
  replyTo: string;
  requestStream: string;
  entryId: string;
  /** The encoded reply. */
  fields: string[];
}

export interface ReplyLimits {
  group: string;
  replyStreamMaxLen: number;
  replyTtlSeconds: number;
}

/**
 * The replies of every request answered in one tick, with their EXPIRE, XACK and XDEL, as a single
 * Lua call: one command per batch instead of four per request is most of the server's Redis time
 * saved, and a reply and its acknowledgement stay atomic (a replica that dies before the call is
 * answered by another; after it, the request is done). EXPIRE runs once per reply stream, XACK and
 * XDEL once per request stream with all its ids.
 * KEYS: the distinct streams. ARGV: group, reply MAXLEN, reply TTL, then per request: its reply
 * stream's and request stream's KEYS index, entry id, field count, fields...
 */
const SOURCE = `
local group, maxLen, ttl = ARGV[1], ARGV[2], ARGV[3]
local idsByStream, replyStreams = {}, {}
local i = 4
while i <= #ARGV do
  local replyTo, requestStream = KEYS[tonumber(ARGV[i])], KEYS[tonumber(ARGV[i + 1])]
  local fieldCount = tonumber(ARGV[i + 3])
  redis.call('XADD', replyTo, 'MAXLEN', '~', maxLen, '*', unpack(ARGV, i + 4, i + 3 + fieldCount))
  replyStreams[replyTo] = true
  local ids = idsByStream[requestStream]
  if not ids then
    ids = {}
    idsByStream[requestStream] = ids
  end
  ids[#ids + 1] = ARGV[i + 2]
  i = i + 4 + fieldCount
end
for replyTo in pairs(replyStreams) do
  redis.call('EXPIRE', replyTo, ttl)
end
for requestStream, ids in pairs(idsByStream) do
  redis.call('XACK', requestStream, group, unpack(ids))
  redis.call('XDEL', requestStream, unpack(ids))
end
return 1
`;
const SHA = createHash('sha1').update(SOURCE).digest('hex');

export async function replyAndAcknowledge(
  redis: Redis,
  answered: readonly AnsweredRequest[],
  limits: ReplyLimits,
): Promise<void> {
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  const indexOf = (key: string) => {
    let index = keyIndex.get(key);
    if (index === undefined) {
      index = keys.push(key);
      keyIndex.set(key, index);
    }
    return index;
  };
  const args: Array<string | number> = [limits.group, limits.replyStreamMaxLen, limits.replyTtlSeconds];
  for (const { replyTo, requestStream, entryId, fields } of answered) {
    args.push(indexOf(replyTo), indexOf(requestStream), entryId, fields.length, ...fields);
  }
  try {
    await redis.call('EVALSHA', SHA, keys.length, ...keys, ...args);
  } catch (error) {
    // First use on this Redis (or after SCRIPT FLUSH / a restart): EVAL also caches the script.
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
    await redis.call('EVAL', SOURCE, keys.length, ...keys, ...args);
  }
}
