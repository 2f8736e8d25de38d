import type { Provider } from '@nestjs/common';
import { AdminSessionStore } from '../admin-session.store';
import { BFF_CONFIG } from '../../tokens';

/**
 * For unit specs of public controllers that share a handler with the admin query (products list):
 * a session store that knows no session, so an admin-only query answers 401.
 */
export const NO_ADMIN_SESSIONS: Provider[] = [
  { provide: AdminSessionStore, useValue: { touch: () => Promise.resolve(undefined) } },
  { provide: BFF_CONFIG, useValue: { NODE_ENV: 'test' } },
];
