import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminUserDto } from '@lumina/contracts';
import { AdminSessionStore, type AdminSession } from './admin-session.store';
import { AdminUsersRepository, type AdminUserRecord } from './admin-users.repository';
import { HashSlots } from './hash-slots';
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
    private readonly hashSlots: HashSlots,
  ) {}

  /**
   * A new session for the right address and password. An unknown address, a disabled user and a
   * wrong password answer the same 401, each after one Argon2 verification (same time). A hash slot
   * first (hash-slots.ts: refused at once, with no Redis or database call, when none is free), then
   * the attempt is counted before the check (login-limiter.ts), then, from an address that is not
   * the account's usual one, a hash from this second's budget (refused: the attempt is withdrawn).
   */
  async login(email: string, password: string, ip: string): Promise<AdminSession> {
    const user = await this.hashSlots.run(async () => {
      const attempt = await this.limiter.reserve(email, ip);
      // The owner's usual address is never refused by the budget a flood spends.
      if (!attempt.fromUsualAddress) {
        try {
          this.hashSlots.spendBudget();
        } catch (error) {
          await attempt.withdraw();
          throw error;
        }
      }
      let found: AdminUserRecord | undefined;
      let matches: boolean;
      try {
        found = await this.users.findByEmail(email);
        matches = await verifyPassword(found?.passwordHash ?? (await dummyHash()), password);
      } catch (error) {
        // Not checked (a database error): not a failure.
        await attempt.withdraw();
        throw error;
      }
      if (!found || !matches || found.disabled) throw new UnauthorizedException(WRONG_CREDENTIALS);
      await attempt.succeeded();
      return found;
    });
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
    if (newPassword === currentPassword) {
      throw new HttpException({ message: 'newPassword: must differ from the current password' }, HttpStatus.BAD_REQUEST);
    }
    // Two Argon2 runs: they take hash slots like a sign-in, so a stolen session cannot flood them either.
    const user = await this.hashSlots.run(async () => {
      const found = await this.users.findById(session.user.id);
      if (!found || !(await verifyPassword(found.passwordHash, currentPassword))) {
        throw new HttpException({ message: 'currentPassword: wrong password' }, HttpStatus.BAD_REQUEST);
      }
      await this.users.update(found.id, { passwordHash: await hashPassword(newPassword), mustChangePassword: false });
      return found;
    });
    const renewed = await this.sessions.create(session.user);
    await this.sessions.destroyAllOf(user.id, renewed.id);
    return renewed;
  }
}
