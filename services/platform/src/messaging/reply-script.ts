import { createHash } from 'node:crypto';
import type Redis from 'ioredis';

/**
 * Reply, EXPIRE, XACK and XDEL of one request as a single Lua call: one ioredis command instead
 * of four halves the server's CPU per message, and makes "answered" and "acknowledged" atomic.
 * KEYS: reply stream, request stream. ARGV: group, entry id, reply MAXLEN, reply TTL, fields...
 */
const SOURCE = `
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[3], '*', unpack(ARGV, 5))
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('XACK', KEYS[2], ARGV[1], ARGV[2])
redis.call('XDEL', KEYS[2], ARGV[2])
return 1
`;
const SHA = createHash('sha1').update(SOURCE).digest('hex');

export async function replyAndAcknowledge(
  redis: Redis,
  keys: [replyStream: string, requestStream: string],
  args: Array<string | number>,
): Promise<void> {
  try {
    await redis.call('EVALSHA', SHA, 2, ...keys, ...args);
  } catch (error) {
    // First use on this Redis (or after SCRIPT FLUSH / a restart): EVAL also caches the script.
    if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
    await redis.call('EVAL', SOURCE, 2, ...keys, ...args);
  }
}
