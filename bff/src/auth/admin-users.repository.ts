import { Inject, Injectable } from '@nestjs/common';
import type { AdminRole, AdminUserListItemDto } from '@lumina/contracts';
import type { DataSource } from 'typeorm';

export const ADMIN_DATA_SOURCE = Symbol('ADMIN_DATA_SOURCE');

export interface AdminUserRecord extends AdminUserListItemDto {
  passwordHash: string;
  /** The password was chosen by someone else (a one-time password): sign-in leads to changing it. */
  mustChangePassword: boolean;
}

interface Row {
  id: string;
  email: string;
  name: string;
  role: AdminRole;
  password_hash: string;
  disabled: boolean;
  must_change_password: boolean;
  created_at: Date;
}

const COLUMNS = 'id, email, name, role, password_hash, disabled, must_change_password, created_at';

function toRecord(row: Row): AdminUserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    createdAt: row.created_at.toISOString(),
    passwordHash: row.password_hash,
    mustChangePassword: row.must_change_password,
  };
}

export function toListItem({ passwordHash: _hash, mustChangePassword: _mustChange, ...user }: AdminUserRecord): AdminUserListItemDto {
  return user;
}

/** Admin users in the `admin` schema. Addresses are compared lower-cased. */
@Injectable()
export class AdminUsersRepository {
  constructor(@Inject(ADMIN_DATA_SOURCE) private readonly db: DataSource) {}

  async findByEmail(email: string): Promise<AdminUserRecord | undefined> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
    return rows[0] && toRecord(rows[0]);
  }

  async findById(id: string): Promise<AdminUserRecord | undefined> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] && toRecord(rows[0]);
  }

  async list(): Promise<AdminUserRecord[]> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM users ORDER BY created_at, email`);
    return rows.map(toRecord);
  }

  async count(): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(`SELECT count(*)::int AS n FROM users`);
    return rows[0]?.n ?? 0;
  }

  /** Inserts, or answers undefined when the address is taken. */
  async create(input: { email: string; name: string; role: AdminRole; passwordHash: string; mustChangePassword?: boolean }): Promise<AdminUserRecord | undefined> {
    const rows: Row[] = await this.db.query(
      `INSERT INTO users (email, name, role, password_hash, must_change_password) VALUES (lower($1), $2, $3, $4, $5)
       ON CONFLICT (lower(email)) DO NOTHING RETURNING ${COLUMNS}`,
      [input.email, input.name, input.role, input.passwordHash, input.mustChangePassword ?? false],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /** The first-admin bootstrap: the account exists afterwards, as an enabled admin with this password. */
  async upsertAdmin(email: string, name: string, passwordHash: string): Promise<AdminUserRecord> {
    const rows: Row[] = await this.db.query(
      `INSERT INTO users (email, name, role, password_hash) VALUES (lower($1), $2, 'admin', $3)
       ON CONFLICT (lower(email)) DO UPDATE
         SET password_hash = EXCLUDED.password_hash, role = 'admin', disabled = false, must_change_password = false, updated_at = now()
       RETURNING ${COLUMNS}`,
      [email, name, passwordHash],
    );
    return toRecord(rows[0] as Row);
  }

  async update(
    id: string,
    changes: { role?: AdminRole; disabled?: boolean; passwordHash?: string; mustChangePassword?: boolean },
  ): Promise<AdminUserRecord | undefined> {
    const rows: Row[] = await this.db.query(
      `UPDATE users SET role = coalesce($2, role), disabled = coalesce($3, disabled),
         password_hash = coalesce($4, password_hash), must_change_password = coalesce($5, must_change_password), updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, changes.role ?? null, changes.disabled ?? null, changes.passwordHash ?? null, changes.mustChangePassword ?? null],
    );
    // node-postgres answers an UPDATE … RETURNING as [rows, count] through TypeORM's query().
    const list = (Array.isArray(rows[0]) ? rows[0] : rows) as Row[];
    return list[0] && toRecord(list[0]);
  }
}
