/** The six demo guides. Every language has all six, with the same slugs (a translation keeps its guide's slug). */
export const GUIDE_SLUGS = [
  'choosing-colour-temperature',
  'lumens-not-watts',
  'ip-ratings-explained',
  'smart-lighting-getting-started',
  'layering-light',
  'eu-energy-label',
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

export interface GuideText {
  title: string;
  description: string;
  excerpt: string;
  /** HTML, sanitised when stored. */
  content: string;
}

export type GuideTexts = Record<GuideSlug, GuideText>;

/** What does not change between languages. */
export const GUIDE_META: Record<GuideSlug, { author: string; imageUrl: string; publishedAt: string }> = {
  'choosing-colour-temperature': {
    author: 'Sofie Lindqvist',
    imageUrl: '/images/categories/led-bulbs.svg',
    publishedAt: '2025-11-04T08:00:00Z',
  },
  'lumens-not-watts': {
    author: 'Marco Bellini',
    imageUrl: '/images/products/led-bulbs-1.svg',
    publishedAt: '2025-10-21T08:00:00Z',
  },
  'ip-ratings-explained': {
    author: 'Lukas Becker',
    imageUrl: '/images/categories/outdoor-lighting.svg',
    publishedAt: '2025-10-07T08:00:00Z',
  },
  'smart-lighting-getting-started': {
    author: 'Jan de Vries',
    imageUrl: '/images/categories/smart-lighting.svg',
    publishedAt: '2025-09-23T08:00:00Z',
  },
  'layering-light': {
    author: 'Claire Dubois',
    imageUrl: '/images/categories/pendant-lights.svg',
    publishedAt: '2025-09-09T08:00:00Z',
  },
  'eu-energy-label': {
    author: 'Anna Kowalska',
    imageUrl: '/images/categories/ceiling-lights.svg',
    publishedAt: '2025-08-26T08:00:00Z',
  },
};

/** Joins HTML fragments, so the language files stay readable. */
export const html = (...parts: string[]): string => parts.join('');
export const list = (tag: 'ul' | 'ol', items: string[]): string =>
  `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;
export const table = (head: [string, string], rows: Array<[string, string]>): string =>
  `<table><thead><tr><th>${head[0]}</th><th>${head[1]}</th></tr></thead><tbody>${rows
    .map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`)
    .join('')}</tbody></table>`;
