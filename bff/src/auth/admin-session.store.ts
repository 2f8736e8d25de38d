import { Inject, Injectable } from '@nestjs/common';
import type { AdminUserDto } from '@lumina/contracts';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { BFF_CONFIG } from '../tokens';
import type { BffConfig } from '../config';
import { ADMIN_CLOCK, sessionTimeLeft, type Clock, type SessionTimes } from './session-expiry';

export const ADMIN_REDIS = Symbol('ADMIN_REDIS');

export interface AdminSession extends SessionTimes {
  id: string;
  user: AdminUserDto;
  csrfToken: string;
  /** Signed in with a one-time password: nothing but changing it and signing out until it is changed. */
  mustChangePassword: boolean;
}

/**
 * Server-side admin sessions in Redis (ARCHITECTURE §12): a key per session that expires after the
 * idle timeout (renewed on use, never past the absolute lifetime), and a set per user so a
 * password change, a role change or disabling ends every session of that user at once.
 */
@Injectable()
export class AdminSessionStore {
  private readonly ttlMs: number;
  private readonly idleMs: number;

  constructor(
    @Inject(ADMIN_REDIS) private readonly redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(ADMIN_CLOCK) private readonly clock: Clock,
  ) {
    this.ttlMs = config.ADMIN_SESSION_TTL * 1000;
    this.idleMs = config.ADMIN_SESSION_IDLE * 1000;
  }

  private key(id: string): string {
    return `${this.config.KEY_PREFIX}:admin:session:${id}`;
  }

  private userKey(userId: string): string {
    return `${this.config.KEY_PREFIX}:admin:user-sessions:${userId}`;
  }

  /** A new session with a fresh id and CSRF token (the id rotates at every login and password change). */
  async create(user: AdminUserDto, { mustChangePassword = false }: { mustChangePassword?: boolean } = {}): Promise<AdminSession> {
    const now = this.clock.now();
    const session: AdminSession = {
      id: randomBytes(32).toString('base64url'),
      user,
      csrfToken: randomBytes(32).toString('base64url'),
      mustChangePassword,
      createdAt: now,
      lastSeenAt: now,
    };
    await this.redis
      .multi()
      .set(this.key(session.id), JSON.stringify(session), 'PX', Math.min(this.idleMs, this.ttlMs))
      .sadd(this.userKey(user.id), session.id)
      .pexpire(this.userKey(user.id), this.ttlMs)
      .exec();
    return session;
  }

  /** The live session of this id, its idle timer renewed; undefined once expired or destroyed. */
  async touch(id: string): Promise<AdminSession | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
    const raw = await this.redis.get(this.key(id));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as AdminSession;
    const now = this.clock.now();
    // Sessions written before lastSeenAt existed count as seen now.
    const left = sessionTimeLeft({ createdAt: stored.createdAt, lastSeenAt: stored.lastSeenAt ?? now }, now, this.idleMs, this.ttlMs);
    if (left <= 0) {
      await this.destroy(stored);
      return undefined;
    }
    const session: AdminSession = { ...stored, mustChangePassword: stored.mustChangePassword === true, lastSeenAt: now };
    // XX: a session destroyed meanwhile (sign-out, password change) is not brought back.
    await this.redis.set(this.key(id), JSON.stringify(session), 'PX', left, 'XX');
    return session;
  }

  async destroy(session: Pick<AdminSession, 'id' | 'user'>): Promise<void> {
    await this.redis.multi().del(this.key(session.id)).srem(this.userKey(session.user.id), session.id).exec();
  }

  /** Ends every session of the user, but the one kept (the caller's own on a password change). */
  async destroyAllOf(userId: string, keep?: string): Promise<void> {
    const ids = await this.redis.smembers(this.userKey(userId));
    const doomed = ids.filter((id) => id !== keep);
    if (doomed.length === 0) return;
    await this.redis
      .multi()
      .del(...doomed.map((id) => this.key(id)))
      .srem(this.userKey(userId), ...doomed)
      .exec();
  }
}
