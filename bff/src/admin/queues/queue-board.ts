import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BoardAdapter } from '@bull-board/fastify';
import { ForbiddenException, HttpException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JobQueue, roleHasPermission } from '@lumina/contracts';
import { bullPrefix, redisEndpoint, redisOptions } from '@lumina/platform';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorize } from '../../auth/access.guard';
import { SAFE_METHODS } from '../../auth/admin-request';
import { AdminSessionStore } from '../../auth/admin-session.store';
import { withActor } from '../../auth/acting-user';
import type { BffConfig } from '../../config';
import { AuditRepository } from '../audit/audit.repository';
import { auditBoardWrites } from './queue-board-audit';
import { sendRefusalPage } from './queue-board-refusal';

export const QUEUE_BOARD_PATH = '/admin/queues';

/** Same-origin check for the board's writes: its UI sends no CSRF header, browsers send Origin. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser cross-site request (those always carry Origin on unsafe methods)
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Bull Board at /admin/queues (ARCHITECTURE §12): every BullMQ queue of this deployment, behind
 * the admin session in a Fastify hook of its own (Nest guards do not run on plugin routes:
 * felixmosh/bull-board#582). queues:read to look; retries, removals and pauses need queues:write,
 * so a role without it gets a read-only board. The board's pages are never server-rendered. A
 * browser refused the board gets a page saying why with a link back to the admin, not JSON; each
 * write that passed joins the audit log.
 */
export async function mountQueueBoard(app: NestFastifyApplication, config: BffConfig): Promise<void> {
  const sessions = app.get(AdminSessionStore);
  const connection = redisOptions(redisEndpoint(config), { maxRetriesPerRequest: null, lazyConnect: true });
  // Named and prefixed exactly as platform/jobs registers them (bullPrefix).
  const queues = Object.values(JobQueue).map((name) => new Queue(name, { connection, prefix: bullPrefix(config.KEY_PREFIX) }));
  const board = new BoardAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Lumina queues' } },
  });

  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      // The board's own UI cannot send x-csrf-token: check the session and permission here, and
      // the origin of writes below (the cookie is SameSite=Strict as well).
      const session = await authorize(sessions, config, request, ['queues:read'], { csrf: false });
      if (!SAFE_METHODS.has(request.method)) {
        if (!roleHasPermission(session.user.role, 'queues:write')) throw new ForbiddenException('Your role may look at the queues but not change them (needs queues:write)');
        if (!sameOrigin(request)) throw new ForbiddenException('Cross-site request refused');
      }
      request.adminSession = session;
      withActor(session.user);
    } catch (error) {
      const status = error instanceof HttpException ? error.getStatus() : 500;
      const wantsPage = request.method === 'GET' && !request.url.startsWith(`${QUEUE_BOARD_PATH}/api/`) && (request.headers.accept ?? '').includes('text/html');
      if (status === 401 && wantsPage) {
        return reply.redirect(`/admin/login?next=${encodeURIComponent(request.url)}`, 302);
      }
      if (status === 403 && wantsPage) return sendRefusalPage(reply, status, (error as HttpException).message);
      return reply.status(status).send({ statusCode: status, message: error instanceof HttpException ? error.message : 'Internal server error' });
    }
  };

  await app.register(async (instance: FastifyInstance) => {
    instance.addHook('onRequest', guard);
    instance.addHook('onResponse', auditBoardWrites(app.get(AuditRepository), `${QUEUE_BOARD_PATH}/api/queues`));
    await instance.register(board.registerPlugin() as never, { prefix: QUEUE_BOARD_PATH });
    instance.addHook('onClose', async () => {
      await Promise.all(queues.map((queue) => queue.close()));
    });
  });
}
