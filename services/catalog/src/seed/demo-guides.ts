import { sanitizeStoredHtml } from '../html/html.sanitizer';
import { GUIDES_DA } from './guides/da';
import { GUIDES_DE } from './guides/de';
import { GUIDES_EN } from './guides/en';
import { GUIDES_ES } from './guides/es';
import { GUIDES_FR } from './guides/fr';
import { GUIDES_IT } from './guides/it';
import { GUIDES_NL } from './guides/nl';
import { GUIDES_NO } from './guides/no';
import { GUIDES_PL } from './guides/pl';
import { GUIDES_PT } from './guides/pt';
import { GUIDES_SV } from './guides/sv';
import { GUIDE_META, GUIDE_SLUGS, type GuideTexts } from './guides/guide-texts';
import { seedUuid } from './seed-ids';

/** The languages whose translations are filled in: spec §1's eight, and da, sv, no (docs/adr-015). */
const GUIDES_BY_LANGUAGE: Record<string, GuideTexts> = {
  en: GUIDES_EN,
  fr: GUIDES_FR,
  de: GUIDES_DE,
  es: GUIDES_ES,
  it: GUIDES_IT,
  pt: GUIDES_PT,
  nl: GUIDES_NL,
  da: GUIDES_DA,
  sv: GUIDES_SV,
  no: GUIDES_NO,
  pl: GUIDES_PL,
};

export interface DemoGuide {
  id: string;
  slug: string;
  language: string;
  title: string;
  description: string | null;
  excerpt: string | null;
  content: string;
  author: string;
  readingTime: number;
  imageUrl: string;
  createdAt: Date;
}

/** Minutes at 200 words a minute, at least 2: how the reading-time badge is usually computed. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(2, Math.ceil(words / 200));
}

export function buildDemoGuides(): DemoGuide[] {
  return Object.entries(GUIDES_BY_LANGUAGE).flatMap(([language, texts]) =>
    GUIDE_SLUGS.map((slug) => {
      const text = texts[slug];
      const meta = GUIDE_META[slug];
      const content = sanitizeStoredHtml(text.content);
      return {
        id: seedUuid('guide', `${language}/${slug}`),
        slug,
        language,
        title: text.title,
        description: text.description,
        excerpt: text.excerpt,
        content,
        author: meta.author,
        readingTime: readingMinutes(content),
        imageUrl: meta.imageUrl,
        createdAt: new Date(meta.publishedAt),
      };
    }),
  );
}
