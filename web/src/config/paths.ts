/** Every in-app path the shell links to; each has a screen in the route table (app/route-table.ts). */
export const paths = {
  home: '/',
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  search: (term?: string) => (term ? `/search?q=${encodeURIComponent(term)}` : '/search'),
  /** Search with a brand preset (the partner banner and hero link). */
  searchBrand: (brand: string) => `/search?brand=${encodeURIComponent(brand)}`,
  brands: '/brands',
  brand: (slug: string) => `/brands/${encodeURIComponent(slug)}`,
  guides: '/guides',
  deals: '/deals',
  collections: '/collections',
  collection: (slug: string) => `/collections/${encodeURIComponent(slug)}`,
  guide: (slug: string) => `/guides/${encodeURIComponent(slug)}`,
  compare: '/compare',
  installation: '/installation',
  contact: '/contact',
  about: '/about',
  affiliateDisclosure: '/affiliate-disclosure',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: (orderNumber?: string) =>
    orderNumber ? `/order-confirmation?order=${encodeURIComponent(orderNumber)}` : '/order-confirmation',
  /** Alerts' pages, opened from the links in its mails (the token is the link's). */
  alertsManage: (token: string) => `/alerts/manage/${encodeURIComponent(token)}`,
  newsletter: '/#newsletter',
  /** The home page's featured products ('Shop Now'). */
  featured: '/#featured',
  /** The click-tracking redirect to the merchant (ARCHITECTURE §11); served by the BFF, not the SPA. */
  click: (productId: string) => `/api/click/${encodeURIComponent(productId)}`,
} as const;
