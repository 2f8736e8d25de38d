import { HttpException, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isWireError, type Permission } from '@lumina/contracts';
import { RequestContext } from '@lumina/platform';
import type { FastifyRequest } from 'fastify';
import { catchError, concatMap, from, mergeMap, throwError, type Observable } from 'rxjs';
import { SAFE_METHODS } from '../../auth/admin-request';
import { REQUIRED_PERMISSIONS } from '../../auth/access.metadata';
import { AuditTargetNames } from './audit-target-names';
import { AuditRepository } from './audit.repository';

/** The status an error answers with, as the audit's detail of a failure. */
function statusOf(error: unknown): string {
  if (error instanceof HttpException) return String(error.getStatus());
  if (isWireError(error)) return error.code;
  return 'error';
}

/** The id the write acted on: the `:id` (or `:merchantId`) in the path, else the id of what it created. */
function targetIdOf(request: FastifyRequest, response: unknown): string | null {
  const params = request.params as Record<string, string> | undefined;
  const fromPath = params?.id ?? params?.merchantId;
  if (fromPath) return fromPath;
  const created = response as { id?: unknown; user?: { id?: unknown } } | undefined;
  const id = created?.id ?? created?.user?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Every admin write is audited generically (issue 9): @Allow(…) applies this interceptor, and a
 * non-GET route carrying it leaves who (id, address and name), what (`<domain>.<handler>`), the
 * target (its id and, for a success, its name then) and the outcome, whoever's module it is in.
 * The guard has already refused anonymous callers and missing permissions; those are not writes.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditRepository,
    private readonly names: AuditTargetNames,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return next.handle();
    const permissions = this.reflector.getAllAndOverride<Permission[] | undefined>(REQUIRED_PERMISSIONS, [context.getHandler(), context.getClass()]) ?? [];
    if (permissions.length === 0) return next.handle();

    const domain = permissions[0]!.split(':')[0]!;
    const action = `${domain}.${context.getHandler().name}`;
    const user = request.adminSession?.user;
    const actor = user ? { id: user.id, email: user.email, name: user.name } : null;
    const write = (outcome: 'success' | 'failure', targetId: string | null, targetName: string | null, detail: string | null) =>
      this.audit
        .record({ actor, action, targetType: domain, targetId, targetName, outcome, detail, requestId: RequestContext.requestId() ?? null })
        .catch((error: unknown) => this.logger.error(`could not audit ${action}: ${(error as Error).message}`));

    return next.handle().pipe(
      concatMap(async (response: unknown) => {
        const targetId = targetIdOf(request, response);
        await write('success', targetId, await this.names.nameOf(domain, targetId, response), null);
        return response;
      }),
      // A failed write is not looked up: its service may be the one not answering.
      catchError((error: unknown) =>
        from(write('failure', targetIdOf(request, undefined), null, statusOf(error))).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }
}
