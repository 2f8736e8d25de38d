import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CSRF_HEADER, PASSWORD_CHANGE_REQUIRED, roleHasPermission, type Permission } from '@lumina/contracts';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { BEFORE_PASSWORD_CHANGE, PUBLIC_ROUTE, REQUIRED_PERMISSIONS } from './access.metadata';
import { AdminSessionStore, type AdminSession } from './admin-session.store';
import { SAFE_METHODS, sessionIdOf } from './admin-request';
import { withActor } from './acting-user';

/** Which of the markers a route carries; a permission on the handler wins over @Public() on its class. */
export function routeAccess(reflector: Reflector, targets: Parameters<Reflector['getAllAndOverride']>[1]): { isPublic: boolean; permissions: Permission[] } {
  const permissions = reflector.getAllAndOverride<Permission[] | undefined>(REQUIRED_PERMISSIONS, targets);
  const isPublic = !permissions && reflector.getAllAndOverride<boolean | undefined>(PUBLIC_ROUTE, targets) === true;
  return { isPublic, permissions: permissions ?? [] };
}

export function csrfMatches(session: AdminSession, header: string | string[] | undefined): boolean {
  const sent = Buffer.from(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''));
  const expected = Buffer.from(session.csrfToken);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * Deny by default (ARCHITECTURE §12): a route marked @Public() is open; every other route needs a
 * live admin session (401), a changed one-time password unless marked @BeforePasswordChange() (403
 * AUTH.PASSWORD_CHANGE_REQUIRED), the permissions its @Allow() names (403), and on unsafe methods
 * the session's CSRF token in `x-csrf-token` (403). A route added without a marker is closed.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: AdminSessionStore,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const { isPublic, permissions } = routeAccess(this.reflector, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const beforePasswordChange = this.reflector.getAllAndOverride<boolean | undefined>(BEFORE_PASSWORD_CHANGE, [context.getHandler(), context.getClass()]) === true;
    const session = await authorize(this.sessions, this.config, request, permissions, { csrf: true, beforePasswordChange });
    request.adminSession = session;
    withActor(session.user);
    return true;
  }
}

/** The checks of the guard, shared with the queue board's Fastify hook (outside Nest's pipeline). */
export async function authorize(
  sessions: AdminSessionStore,
  config: BffConfig,
  request: FastifyRequest,
  permissions: readonly Permission[],
  options: { csrf: boolean; beforePasswordChange?: boolean } = { csrf: true },
): Promise<AdminSession> {
  const sessionId = sessionIdOf(request, config);
  const session = sessionId ? await sessions.touch(sessionId) : undefined;
  if (!session) throw new UnauthorizedException('Sign in to continue');
  if (session.mustChangePassword && !options.beforePasswordChange) {
    throw new ForbiddenException({ code: PASSWORD_CHANGE_REQUIRED, message: 'Change your one-time password before anything else' });
  }
  const missing = permissions.filter((permission) => !roleHasPermission(session.user.role, permission));
  if (missing.length > 0) throw new ForbiddenException(`Your role may not do this (needs ${missing.join(', ')})`);
  if (options.csrf && !SAFE_METHODS.has(request.method) && !csrfMatches(session, request.headers[CSRF_HEADER])) {
    throw new ForbiddenException(`Missing or invalid ${CSRF_HEADER} header`);
  }
  return session;
}
