import 'reflect-metadata';
import { ADMIN_ROLES, createAdminUserSchema, newPasswordSchema, type AdminRole } from '@lumina/contracts';
import { parseEnv, openDataSource } from '@lumina/platform';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adminDataSourceOptions } from './auth/admin-database';
import { AdminUsersRepository } from './auth/admin-users.repository';
import { generatePassword, hashPassword } from './auth/password-hasher';
import { bffEnvSchema } from './config';

const USAGE = `Usage: npm run admin -- create --email <address> --role <${ADMIN_ROLES.join('|')}> [--name <name>] [--password <password>]
Adds an admin user and prints its one-time password (unless --password is given).
Acts on DATABASE_URL, else on the database of the Lumina running from this folder (.data/lumina.pid), else the default.`;

/** The database of the Lumina started from this folder (`npm start`), when DATABASE_URL is not set. */
function runningDatabaseUrl(): string | undefined {
  const dataDir = resolve(__dirname, '../..', process.env.LUMINA_DATA_DIR ?? '.data');
  const pidFile = resolve(dataDir, 'lumina.pid');
  if (!existsSync(pidFile)) return undefined;
  try {
    return (JSON.parse(readFileSync(pidFile, 'utf8')) as { env?: { DATABASE_URL?: string } }).env?.DATABASE_URL;
  } catch {
    return undefined;
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals[0] !== 'create') {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const input = createAdminUserSchema.safeParse({ email: values.email, name: values.name ?? values.email?.split('@')[0], role: values.role });
  if (!input.success) {
    process.stderr.write(`admin: ${input.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}\n${USAGE}\n`);
    return 1;
  }
  if (values.password !== undefined) {
    const checked = newPasswordSchema.safeParse(values.password);
    if (!checked.success) {
      process.stderr.write(`admin: --password: ${checked.error.issues[0]?.message}\n`);
      return 1;
    }
  }
  const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? runningDatabaseUrl() };
  const config = parseEnv(bffEnvSchema, Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv);
  // Migrates first: the CLI may run before the BFF ever started on this database.
  const db = await openDataSource(adminDataSourceOptions(config.DATABASE_URL), true);
  try {
    const password = values.password ?? generatePassword();
    const user = await new AdminUsersRepository(db).create({
      email: input.data.email,
      name: input.data.name,
      role: input.data.role as AdminRole,
      passwordHash: await hashPassword(password),
    });
    if (!user) {
      process.stderr.write(`admin: ${input.data.email} already has an account\n`);
      return 1;
    }
    process.stdout.write(`created ${user.role} ${user.email} (${user.id})\n`);
    if (values.password === undefined) process.stdout.write(`one-time password: ${password}\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin: ${(error as Error).message}\n`);
    process.exit(1);
  },
);
