import { ADMIN_ROLES, createAdminUserSchema, newPasswordSchema, type AdminRole } from '@lumina/contracts';
import { openDataSource, parseEnv } from '@lumina/platform';
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { bffEnvSchema } from '../config';
import { adminDataSourceOptions } from './admin-database';
import { AdminUsersRepository } from './admin-users.repository';
import { generatePassword, hashPassword } from './password-hasher';

export const ADMIN_CLI_USAGE = `Usage: npm run admin -- create --email <address> --role <${ADMIN_ROLES.join('|')}> [--name <name>] [--password-stdin]
Adds an admin user and prints a one-time password, to be changed at the first sign-in.
--password-stdin: the password is the first line of standard input instead (never on the command line,
where other users and the shell history see it), e.g. printf '%s\\n' "$PASSWORD" | npm run admin -- create … --password-stdin
Acts on DATABASE_URL, else on the database of the Lumina running from this folder (.data/lumina.pid), else the default.`;

export interface AdminCliIo {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
}

/** The first line of a piped standard input. */
async function firstLine(stdin: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** `npm run admin`: the exit code; output and errors on the given streams. */
export async function runAdminCli(argv: string[], io: AdminCliIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`admin: ${message}\n`);
    return 1;
  };
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      // Known only to be refused by name.
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  // Refused, not ignored: the password is already in the process list and the shell's history.
  if (values.password !== undefined) {
    return fail('--password is refused: a password on the command line is visible to other users and kept in the shell history. Pipe it with --password-stdin, or leave it out to get a one-time password.');
  }
  if (values.help || positionals[0] !== 'create') {
    io.stdout.write(`${ADMIN_CLI_USAGE}\n`);
    return values.help ? 0 : 1;
  }
  const input = createAdminUserSchema.safeParse({ email: values.email, name: values.name ?? values.email?.split('@')[0], role: values.role });
  if (!input.success) return fail(`${input.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}\n${ADMIN_CLI_USAGE}`);

  let chosen: string | undefined;
  if (values['password-stdin']) {
    if (io.stdin.isTTY) return fail('--password-stdin reads a piped password: printf \'%s\\n\' "$PASSWORD" | npm run admin -- create … --password-stdin');
    const checked = newPasswordSchema.safeParse(await firstLine(io.stdin));
    if (!checked.success) return fail(`password from standard input: ${checked.error.issues[0]?.message}`);
    chosen = checked.data;
  }

  const config = parseEnv(bffEnvSchema, Object.fromEntries(Object.entries(io.env).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv);
  // Migrates first: the CLI may run before the BFF ever started on this database.
  const db = await openDataSource(adminDataSourceOptions(config.DATABASE_URL), true);
  try {
    const password = chosen ?? generatePassword();
    const user = await new AdminUsersRepository(db).create({
      email: input.data.email,
      name: input.data.name,
      role: input.data.role as AdminRole,
      passwordHash: await hashPassword(password),
      // Printed passwords are one-time; a piped one is the operator's own choice.
      mustChangePassword: chosen === undefined,
    });
    if (!user) return fail(`${input.data.email} already has an account`);
    io.stdout.write(`created ${user.role} ${user.email} (${user.id})\n`);
    if (chosen === undefined) io.stdout.write(`one-time password (to be changed at the first sign-in): ${password}\n`);
    return 0;
  } finally {
    await db.destroy();
  }
}
