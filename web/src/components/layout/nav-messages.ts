import { defineMessages } from 'react-intl';

/** Navigation labels (spec §2: home, indoor, outdoor, smart, brands, guides, deals, ...). */
export const navMessages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home', description: 'Navigation label: home page' },
  indoor: { id: 'nav.indoor', defaultMessage: 'Indoor', description: 'Navigation label: indoor lighting category' },
  outdoor: { id: 'nav.outdoor', defaultMessage: 'Outdoor', description: 'Navigation label: outdoor lighting category' },
  smart: { id: 'nav.smart', defaultMessage: 'Smart', description: 'Navigation label: smart lighting category' },
  brands: { id: 'nav.brands', defaultMessage: 'Brands', description: 'Navigation label: brands page' },
  guides: { id: 'nav.guides', defaultMessage: 'Guides', description: 'Navigation label: lighting guides' },
  deals: { id: 'nav.deals', defaultMessage: 'Deals', description: 'Navigation label: deals page' },
  categories: { id: 'nav.categories', defaultMessage: 'Categories', description: 'Navigation label: categories' },
  collections: { id: 'nav.collections', defaultMessage: 'Collections', description: 'Navigation label: collections' },
  search: { id: 'nav.search', defaultMessage: 'Search', description: 'Navigation label: search' },
  admin: { id: 'nav.admin', defaultMessage: 'Admin', description: 'Navigation label: admin back office' },
  cart: { id: 'nav.cart', defaultMessage: 'Cart', description: 'Navigation label: shopping cart' },
  account: { id: 'nav.account', defaultMessage: 'Account', description: 'Navigation label: user account' },
  main: { id: 'nav.main', defaultMessage: 'Main', description: 'Accessible name of the main navigation landmark' },
});

/** The header links, in order (spec §2). */
export const headerLinks = [
  { to: '/category/indoor', label: navMessages.indoor },
  { to: '/category/outdoor', label: navMessages.outdoor },
  { to: '/category/smart', label: navMessages.smart },
  { to: '/brands', label: navMessages.brands },
  { to: '/guides', label: navMessages.guides },
  { to: '/deals', label: navMessages.deals },
] as const;
