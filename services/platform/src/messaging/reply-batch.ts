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

type Command = [name: string, ...args: Array<string | number>];

/**
 * The commands that answer a batch of requests: XADD of each reply (one XADD with all of them for
 * a reply stream whose client reads several replies per entry: `batched`), EXPIRE once per reply stream
 * (a reply stream recreated after its client closed must expire too), XACK and XDEL once per
 * request stream with all its ids (a request has one reader group, so once acked nobody needs it).
 */
export function replyCommands(
  answered: readonly AnsweredRequest[],
  limits: ReplyLimits,
  batched: (replyTo: string) => boolean = () => false,
): Command[] {
  const commands: Command[] = [];
  const replyStreams = new Set<string>();
  const idsByStream = new Map<string, string[]>();
  const entryOf = new Map<string, Command>();
  for (const { replyTo, requestStream, entryId, fields } of answered) {
    const entry = entryOf.get(replyTo);
    if (entry) entry.push(...fields);
    else {
      const command: Command = ['XADD', replyTo, 'MAXLEN', '~', limits.replyStreamMaxLen, '*', ...fields];
      commands.push(command);
      if (batched(replyTo)) entryOf.set(replyTo, command);
    }
    replyStreams.add(replyTo);
    const ids = idsByStream.get(requestStream);
    if (ids) ids.push(entryId);
    else idsByStream.set(requestStream, [entryId]);
  }
  for (const replyTo of replyStreams) commands.push(['EXPIRE', replyTo, limits.replyTtlSeconds]);
  for (const [stream, ids] of idsByStream) {
    commands.push(['XACK', stream, limits.group, ...ids], ['XDEL', stream, ...ids]);
  }
  return commands;
}

/**
 * Replies and acknowledgements of a batch in one MULTI/EXEC: atomic (a replica that dies before
 * EXEC leaves its requests to another replica; after it, they are answered and done), one write,
 * and a client blocked on its reply stream wakes once for all its replies. Five commands per
 * request as separate calls (or one Lua call per request) cost Redis several times the CPU.
 * Rejects when the transaction or any command in it failed.
 */
export async function replyAndAcknowledge(
  redis: Redis,
  answered: readonly AnsweredRequest[],
  limits: ReplyLimits,
  batched?: (replyTo: string) => boolean,
): Promise<void> {
  const transaction = redis.multi();
  for (const [name, ...args] of replyCommands(answered, limits, batched)) transaction.call(name, ...args);
  const results = await transaction.exec();
  if (!results) throw new Error('EXEC aborted');
  const failed = results.find(([error]) => error);
  if (failed?.[0]) throw failed[0];
}
