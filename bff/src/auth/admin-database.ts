import { buildDataSourceOptions } from '@lumina/platform';
import type { DataSourceOptions } from 'typeorm';
import { CreateAdminIdentity1765100000000 } from './migrations/1765100000000-CreateAdminIdentity';
import { OneTimePasswordsAndAuditNames1766900000000 } from './migrations/1766900000000-OneTimePasswordsAndAuditNames';

/** The BFF's own schema: admin users and the audit log (docs/adr-006-admin-identity.md). */
export const ADMIN_SCHEMA = 'admin';

export function adminDataSourceOptions(url: string): DataSourceOptions {
  return buildDataSourceOptions({
    url,
    schema: ADMIN_SCHEMA,
    // Raw SQL repositories: two small tables do not need entity mapping.
    entities: [],
    migrations: [CreateAdminIdentity1765100000000, OneTimePasswordsAndAuditNames1766900000000],
    // Sized by DATABASE_POOL_SIZE like every service's pool (it was fixed at 5 whatever the setting).
  });
}
