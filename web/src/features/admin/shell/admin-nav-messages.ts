import { defineMessages } from 'react-intl';

/** Names of the admin sidebar's entries, also the titles of their screens. */
export const adminNavMessages = defineMessages({
  dashboard: { id: 'admin.nav.dashboard', defaultMessage: 'Dashboard', description: 'Admin sidebar entry and page title' },
  products: { id: 'admin.nav.products', defaultMessage: 'Products', description: 'Admin sidebar entry and page title' },
  matches: { id: 'admin.nav.matches', defaultMessage: 'Matches to check', description: 'Admin sidebar entry: product pairs a GTIN would join that an admin decides' },
  merchants: { id: 'admin.nav.merchants', defaultMessage: 'Merchants', description: 'Admin sidebar entry and page title' },
  categories: { id: 'admin.nav.categories', defaultMessage: 'Categories', description: 'Admin sidebar entry and page title' },
  collections: { id: 'admin.nav.collections', defaultMessage: 'Collections', description: 'Admin sidebar entry and page title' },
  guides: { id: 'admin.nav.guides', defaultMessage: 'Guides', description: 'Admin sidebar entry and page title' },
  analytics: { id: 'admin.nav.analytics', defaultMessage: 'Analytics', description: 'Admin sidebar entry and page title' },
  settings: { id: 'admin.nav.settings', defaultMessage: 'Settings', description: 'Admin sidebar entry and page title' },
  viewSite: { id: 'admin.nav.viewSite', defaultMessage: 'View Site', description: 'Admin sidebar link back to the shop' },
});
