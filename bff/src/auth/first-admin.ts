import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { adminCredentialsFile, type BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { AdminSessionStore } from './admin-session.store';
import { AdminUsersRepository } from './admin-users.repository';
import { generatePassword, hashPassword, verifyPassword } from './password-hasher';

export const DEV_ADMIN_EMAIL = 'admin@lumina.local';

/**
 * The first admin (issue 9): ADMIN_EMAIL + ADMIN_PASSWORD make that admin exist at every start
 * (created, or its password reset and its old sessions ended when the password changed). A start
 * that finds the admin as configured changes nothing: every replica starts with the same variables,
 * and a scale-out or restart must not sign the admin out. In development with neither set,
 * an empty users table gets admin@lumina.local with a random one-time password, printed once and kept in
 * .data/admin-credentials (mode 600), to be changed at the first sign-in. Production never creates a default admin.
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdmin.name);

  constructor(
    private readonly users: AdminUsersRepository,
    private readonly sessions: AdminSessionStore,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV } = this.config;
    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      const existing = await this.users.findByEmail(ADMIN_EMAIL);
      if (existing?.role === 'admin' && !existing.disabled && (await verifyPassword(existing.passwordHash, ADMIN_PASSWORD))) return;
      const user = await this.users.upsertAdmin(ADMIN_EMAIL, existing?.name ?? 'Administrator', await hashPassword(ADMIN_PASSWORD));
      await this.sessions.destroyAllOf(user.id);
      this.logger.log(`admin ${user.email} ${existing ? 'updated' : 'created'} from ADMIN_EMAIL`);
      return;
    }
    if (NODE_ENV !== 'development' || (await this.users.count()) > 0) return;
    const password = generatePassword();
    // A printed password is a one-time password: the first sign-in changes it.
    const user = await this.users.create({ email: DEV_ADMIN_EMAIL, name: 'Administrator', role: 'admin', passwordHash: await hashPassword(password), mustChangePassword: true });
    if (!user) return; // another replica created it first and printed it
    const file = adminCredentialsFile(this.config);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `email=${DEV_ADMIN_EMAIL}\npassword=${password}\n`, { mode: 0o600 });
    const origin = this.config.PUBLIC_ORIGIN ?? `http://localhost:${this.config.PORT}`;
    // Printed once, plainly (not as a JSON log line), so the person running `npm start` sees it.
    process.stdout.write(
      `\n  Admin sign-in: ${origin}/admin/login\n  email:    ${DEV_ADMIN_EMAIL}\n  password: ${password}\n  (a one-time password: you choose your own at the first sign-in; kept in ${file} until then; shown only this once)\n\n`,
    );
  }
}
