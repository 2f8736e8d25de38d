import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AdminRole, AdminSessionDto } from '@lumina/contracts';
import { randomBytes } from 'node:crypto';
import { AdminUsersRepository, type AdminUserRecord } from '../admin-users.repository';
import { hashPassword } from '../password-hasher';

export interface SignedIn {
  user: AdminUserRecord;
  password: string;
  /** `cookie` header value carrying the session. */
  cookie: string;
  csrfToken: string;
  /** Headers for an unsafe request: the cookie and the CSRF token. */
  headers: Record<string, string>;
}

/** A user of this role with a random address and password, straight into the users table. */
export async function createTestUser(app: NestFastifyApplication, role: AdminRole, password = `pw-${randomBytes(9).toString('hex')}`) {
  const email = `${role}-${randomBytes(5).toString('hex')}@test.lumina`;
  const user = await app.get(AdminUsersRepository).create({ email, name: `Test ${role}`, role, passwordHash: await hashPassword(password) });
  if (!user) throw new Error('test user exists');
  return { user, password };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const first = (Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '';
  return first.split(';')[0] ?? '';
}

/** Signs in through the real API. */
export async function signIn(app: NestFastifyApplication, email: string, password: string): Promise<Omit<SignedIn, 'user' | 'password'>> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  const { csrfToken } = response.json<AdminSessionDto>();
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

export async function signedInAs(app: NestFastifyApplication, role: AdminRole): Promise<SignedIn> {
  const { user, password } = await createTestUser(app, role);
  return { user, password, ...(await signIn(app, user.email, password)) };
}
