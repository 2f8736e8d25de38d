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
  /** Search with a brand preset (the partner banner and hero link). */
  searchBrand: (brand: string) => `/search?brand=${encodeURIComponent(brand)}`,
  brands: '/brands',
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
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: (orderNumber?: string) =>
    orderNumber ? `/order-confirmation?order=${encodeURIComponent(orderNumber)}` : '/order-confirmation',
  newsletter: '/#newsletter',
  /** The home page's featured products ('Shop Now'). */
  featured: '/#featured',
  /** The click-tracking redirect to the merchant (ARCHITECTURE §11); served by the BFF, not the SPA. */
  click: (productId: string) => `/api/click/${encodeURIComponent(productId)}`,
} as const;
