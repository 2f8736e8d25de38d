import type { AdminRole } from '@lumina/contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The three admin roles' names (ARCHITECTURE §12). */
export const roleMessages: Record<AdminRole, MessageDescriptor> = defineMessages({
  admin: { id: 'admin.role.admin', defaultMessage: 'Admin', description: 'Role name: everything' },
  catalog_manager: { id: 'admin.role.catalogManager', defaultMessage: 'Catalog manager', description: 'Role name: products, merchants, ingest' },
  analyst: { id: 'admin.role.analyst', defaultMessage: 'Analyst', description: 'Role name: read-only' },
});
