import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestContext } from '@lumina/platform';
import { SAFE_METHODS } from '../../auth/admin-request';
import type { AuditRecord, AuditRepository } from '../audit/audit.repository';

/** Board routes that act on a whole queue (`/api/queues/:queueName/<verb>`); any other is a job's (`/:queueName/:jobId/<verb>`). */
const QUEUE_VERBS = new Set(['add', 'retry', 'promote', 'clean', 'pause', 'resume', 'concurrency', 'rate-limit', 'empty', 'obliterate', 'job-schedulers']);

/**
 * What a board write did, as an audit entry (issue 24): `queues.<verb>` (retry, clean = removal,
 * pause, resume, empty…), its target the queue by name or a job of it, and the job state a
 * retry-all or clean applies to. Undefined for reads and for paths that are not board writes.
 */
export function describeBoardWrite(method: string, path: string, apiPath: string): Omit<AuditRecord, 'actor' | 'outcome' | 'detail' | 'requestId'> & { scope: string | null } | undefined {
  if (SAFE_METHODS.has(method) || !path.startsWith(`${apiPath}/`)) return undefined;
  const parts = path.slice(apiPath.length + 1).split('/').filter(Boolean).map((part) => decodeURIComponent(part));
  const [queue, second, third] = parts;
  if (!queue) return undefined;
  if (second === undefined) return { action: `queues.${queue}All`, targetType: 'queues', targetId: null, targetName: 'every queue', scope: null };
  if (QUEUE_VERBS.has(second)) return { action: `queues.${second}`, targetType: 'queues', targetId: queue, targetName: queue, scope: third ?? null };
  return { action: `queues.${third ?? 'change'}Job`, targetType: 'queues', targetId: second, targetName: `${queue} job ${second}`, scope: null };
}

/** An onResponse hook: each board write that passed the guard joins the audit log with how it ended. */
export function auditBoardWrites(audit: AuditRepository, apiPath: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const session = request.adminSession;
    const write = session && describeBoardWrite(request.method, request.url.split('?')[0] ?? '', apiPath);
    if (!session || !write) return;
    const { scope, ...entry } = write;
    const failed = reply.statusCode >= 400;
    const detail = [scope, failed ? String(reply.statusCode) : null].filter(Boolean).join(' ') || null;
    await audit.record({
      ...entry,
      actor: { id: session.user.id, email: session.user.email, name: session.user.name },
      outcome: failed ? 'failure' : 'success',
      detail,
      requestId: RequestContext.requestId() ?? null,
    });
  };
}
