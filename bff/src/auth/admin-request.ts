import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffConfig } from '../config';
import type { AdminSession } from './admin-session.store';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard (or the queue board's hook) on every non-public route. */
    adminSession?: AdminSession;
  }
}

/** `__Host-` in production: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(config: BffConfig): string {
  return config.NODE_ENV === 'production' ? '__Host-lumina_admin' : 'lumina_admin';
}

export function sessionIdOf(request: FastifyRequest, config: BffConfig): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[sessionCookieName(config)] : undefined;
}

export function setSessionCookie(reply: FastifyReply, config: BffConfig, sessionId: string): void {
  void reply.header(
    'set-cookie',
    serialize(sessionCookieName(config), sessionId, {
      httpOnly: true,
      sameSite: 'strict',
      secure: config.NODE_ENV === 'production',
      path: '/',
      maxAge: config.ADMIN_SESSION_TTL,
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply, config: BffConfig): void {
  void reply.header(
    'set-cookie',
    serialize(sessionCookieName(config), '', {
      httpOnly: true,
      sameSite: 'strict',
      secure: config.NODE_ENV === 'production',
      path: '/',
      expires: new Date(0),
    }),
  );
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
