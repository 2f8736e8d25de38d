import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { Permission } from '@lumina/contracts';
import { AuditInterceptor } from '../admin/audit/audit.interceptor';
import { BEFORE_PASSWORD_CHANGE, PUBLIC_ROUTE, REQUIRED_PERMISSIONS } from './access.metadata';

export { BEFORE_PASSWORD_CHANGE, PUBLIC_ROUTE, REQUIRED_PERMISSIONS } from './access.metadata';

/**
 * Route access markers (ARCHITECTURE §12). Every BFF route is closed to anonymous callers unless
 * marked `@Public()`; an admin route names what it needs with `@Allow('merchants:write')`.
 * The global access guard (auth/) reads these; a route with neither marker needs a signed-in admin.
 * `@Allow()` also audits the route's writes: every admin write carries it, so none goes unaudited,
 * and the shopper routes (the click redirect, product pages) pay for no interceptor at all.
 */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
export const Allow = (...permissions: Permission[]) =>
  applyDecorators(SetMetadata(REQUIRED_PERMISSIONS, permissions), UseInterceptors(AuditInterceptor));
/** Open to a session whose one-time password is not yet changed; every other route answers it 403. */
export const BeforePasswordChange = () => SetMetadata(BEFORE_PASSWORD_CHANGE, true);
