import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminUserDto } from '@lumina/contracts';
import { AdminSessionStore, type AdminSession } from './admin-session.store';
import { AdminUsersRepository, type AdminUserRecord } from './admin-users.repository';
import { LoginLimiter } from './login-limiter';
import { dummyHash, hashPassword, verifyPassword } from './password-hasher';

export const toUserDto = ({ id, email, name, role }: AdminUserRecord | AdminUserDto): AdminUserDto => ({ id, email, name, role });

const WRONG_CREDENTIALS = 'Wrong email or password';

/** Sign-in, sign-out and password changes over the users table and the session store. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: AdminSessionStore,
    private readonly limiter: LoginLimiter,
  ) {}

  /**
   * A new session for the right address and password. An unknown address, a disabled user and a
   * wrong password answer the same 401, each after one Argon2 verification (same time).
   */
  async login(email: string, password: string, ip: string): Promise<AdminSession> {
    const retryAfter = await this.limiter.lockedFor(email, ip);
    if (retryAfter > 0) {
      throw new HttpException(
        { message: `Too many failed sign-ins: try again in ${Math.ceil(retryAfter / 60)} minutes`, retryAfter },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    const user = await this.users.findByEmail(email);
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
    if (!user || !matches || user.disabled) {
      await this.limiter.recordFailure(email, ip);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    await this.limiter.clear(email, ip);
    return this.sessions.create(toUserDto(user), { mustChangePassword: user.mustChangePassword });
  }

  logout(session: AdminSession): Promise<void> {
    return this.sessions.destroy(session);
  }

  /**
   * A new password for the signed-in user (a one-time password then counts as changed). The
   * session id rotates: the answer is a new session and every earlier one of the user, this one
   * included, ends.
   */
  async changePassword(session: AdminSession, currentPassword: string, newPassword: string): Promise<AdminSession> {
    const user = await this.users.findById(session.user.id);
    if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new HttpException({ message: 'currentPassword: wrong password' }, HttpStatus.BAD_REQUEST);
    }
    if (newPassword === currentPassword) {
      throw new HttpException({ message: 'newPassword: must differ from the current password' }, HttpStatus.BAD_REQUEST);
    }
    await this.users.update(user.id, { passwordHash: await hashPassword(newPassword), mustChangePassword: false });
    const renewed = await this.sessions.create(session.user);
    await this.sessions.destroyAllOf(user.id, renewed.id);
    return renewed;
  }
}
