import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@lumina/contracts';

/**
 * Route access markers (ARCHITECTURE §12). Every BFF route is closed to anonymous callers unless
 * marked `@Public()`; an admin route names what it needs with `@Allow('merchants:write')`.
 * The global access guard (auth/) reads these; a route with neither marker needs a signed-in admin.
 */
export const PUBLIC_ROUTE = 'lumina:public-route';
export const REQUIRED_PERMISSIONS = 'lumina:required-permissions';

export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
export const Allow = (...permissions: Permission[]) => SetMetadata(REQUIRED_PERMISSIONS, permissions);
