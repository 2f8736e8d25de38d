import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminUserListItemDto, CreateAdminUserInput, CreatedAdminUserDto, UpdateAdminUserInput } from '@lumina/contracts';
import { AdminSessionStore } from '../../auth/admin-session.store';
import { AdminUsersRepository, toListItem } from '../../auth/admin-users.repository';
import { generatePassword, hashPassword } from '../../auth/password-hasher';

/** `/admin/settings` users: list, create with a one-time password, change a role, disable, reset a password. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: AdminSessionStore,
  ) {}

  async list(): Promise<AdminUserListItemDto[]> {
    return (await this.users.list()).map(toListItem);
  }

  async create(input: CreateAdminUserInput): Promise<CreatedAdminUserDto> {
    const oneTimePassword = generatePassword();
    const user = await this.users.create({ ...input, passwordHash: await hashPassword(oneTimePassword), mustChangePassword: true });
    if (!user) throw new ConflictException(`email: ${input.email} already has an account`);
    return { user: toListItem(user), oneTimePassword };
  }

  /**
   * A new one-time password for another user, answered once: their sessions end at once and
   * their next sign-in leads to changing it. One's own password is changed with the current one.
   */
  async resetPassword(id: string, actingUserId: string): Promise<CreatedAdminUserDto> {
    if (id === actingUserId) throw new ConflictException('Change your own password under Your password, with the current one');
    const oneTimePassword = generatePassword();
    const user = await this.users.update(id, { passwordHash: await hashPassword(oneTimePassword), mustChangePassword: true });
    if (!user) throw new NotFoundException(`No admin user ${id}`);
    await this.sessions.destroyAllOf(id);
    return { user: toListItem(user), oneTimePassword };
  }

  /** A role change or disabling ends that user's sessions at once: the next request of theirs is a 401. */
  async update(id: string, changes: UpdateAdminUserInput, actingUserId: string): Promise<AdminUserListItemDto> {
    if (id === actingUserId && (changes.disabled === true || (changes.role !== undefined && changes.role !== 'admin'))) {
      // An admin cannot lock themselves (possibly the last admin) out of settings.
      throw new ConflictException('You cannot disable yourself or take away your own admin role');
    }
    const before = await this.users.findById(id);
    if (!before) throw new NotFoundException(`No admin user ${id}`);
    const user = await this.users.update(id, changes);
    if (!user) throw new NotFoundException(`No admin user ${id}`);
    if (user.role !== before.role || (user.disabled && !before.disabled)) await this.sessions.destroyAllOf(id);
    return toListItem(user);
  }
}
