import type { CategoryDto, CollectionDto, CollectionWithProductsDto, GuideDto, ProductDto, ProductListDto } from '@lumina/contracts';

/** Test data in the API's shapes (contracts), with overrides. */

export function makeCategory(overrides: Partial<CategoryDto> = {}): CategoryDto {
  return {
    id: '7d1c6f1e-5b7a-4c33-9a2e-0c6d6f3b1a01',
    name: 'Pendant Lights',
    slug: 'pendant-lights',
    description: 'Hanging pendants for kitchen islands and dining tables.',
    imageUrl: '/images/categories/pendant-lights.svg',
    emoji: '🪔',
    parentId: null,
    onHome: true,
    lightSource: 'contains',
    ...overrides,
  };
}

let sequence = 0;

export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  sequence += 1;
  const n = sequence;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `product-${n}`,
    title: `Product ${n}`,
    brand: { name: 'Nordlys Design' },
    brandId: 'b1',
    category: { id: '7d1c6f1e-5b7a-4c33-9a2e-0c6d6f3b1a01', name: 'Pendant Lights', slug: 'pendant-lights' },
    merchant: { name: 'Casa Lux' },
    merchantId: 'm1',
    sku: `SKU-${n}`,
    price: '100.00',
    originalPrice: null,
    reducedFrom: null,
    currency: 'EUR',
    images: [{ id: `img-${n}`, url: `/images/products/${n}.svg`, altText: `Product ${n}`, isPrimary: true }],
    badges: [],
    lumens: 800,
    colorTemperature: 2700,
    wattage: 9,
    isDimmable: true,
    ipRating: 'IP20',
    bulbType: 'E27',
    finish: 'brass',
    dimensions: '30 × 30 × 40 cm',
    materials: 'Brass, glass',
    energyRating: 'F',
    eprelId: null,
    lightSource: null,
    features: ['Dimmable'],
    isInStock: true,
    viewCount: 0,
    clickCount: 0,
    affiliateUrl: null,
    shortDescription: 'A warm brass pendant.',
    longDescription: '<p>Long <strong>description</strong>.</p>',
    createdAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeProducts(count: number, overrides: Partial<ProductDto> = {}): ProductDto[] {
  return Array.from({ length: count }, () => makeProduct(overrides));
}

export function productList(products: ProductDto[], total = products.length): ProductListDto {
  return { products, total };
}

export function makeCollection(overrides: Partial<CollectionWithProductsDto> = {}): CollectionWithProductsDto {
  return {
    id: 'c1',
    name: 'Scandinavian Calm',
    slug: 'scandinavian-calm',
    description: 'Soft, warm light in pale wood and white.',
    shortDescription: 'Soft Nordic light.',
    imageUrl: '/images/collections/scandinavian-calm.svg',
    isFeatured: true,
    collectionProducts: [],
    ...overrides,
  };
}

export function asCollection(collection: CollectionWithProductsDto): CollectionDto {
  const { id, name, slug, description, shortDescription, imageUrl, isFeatured } = collection;
  return { id, name, slug, description, shortDescription, imageUrl, isFeatured };
}

export function makeGuide(overrides: Partial<GuideDto> = {}): GuideDto {
  return {
    id: 'g1',
    slug: 'colour-temperature-explained',
    language: 'en',
    title: 'Colour temperature explained',
    description: 'Warm, neutral or cool: choose the right white.',
    excerpt: 'What the kelvin number on the box means.',
    content: '<h2>Kelvin</h2><p>Lower is warmer.</p>',
    author: 'Marta Lind',
    createdAt: '2024-03-15T09:00:00.000Z',
    readingTime: 6,
    imageUrl: '/images/guides/remote.jpg',
    ...overrides,
  };
}

/** A 404 as the BFF sends it. */
export function notFoundResponse(message = 'Not found'): Response {
  return new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
}
