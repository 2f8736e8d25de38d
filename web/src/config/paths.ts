/**
 * Every in-app path the shell links to. Screens without a route yet (brands, deals, compare, ...)
 * still get their final address here; until their page exists the router shows the 404 page
 * (ARCHITECTURE §11).
 */
export const paths = {
  home: '/',
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  search: (term?: string) => (term ? `/search?q=${encodeURIComponent(term)}` : '/search'),
  brands: '/brands',
  guides: '/guides',
  deals: '/deals',
  collections: '/collections',
  compare: '/compare',
  installation: '/installation',
  contact: '/contact',
  about: '/about',
  affiliateDisclosure: '/affiliate-disclosure',
  privacy: '/privacy',
  terms: '/terms',
  cart: '/cart',
  checkout: '/checkout',
  newsletter: '/#newsletter',
} as const;
