import type { LanguageCode } from '@lumina/contracts';
import { sanitizeStoredHtml } from '../html/html.sanitizer';
import { GUIDES_BG } from './guides/bg';
import { GUIDES_CS } from './guides/cs';
import { GUIDES_DA } from './guides/da';
import { GUIDES_DE } from './guides/de';
import { GUIDES_EL } from './guides/el';
import { GUIDES_EN } from './guides/en';
import { GUIDES_ES } from './guides/es';
import { GUIDES_ET } from './guides/et';
import { GUIDES_FI } from './guides/fi';
import { GUIDES_FR } from './guides/fr';
import { GUIDES_GA } from './guides/ga';
import { GUIDES_HR } from './guides/hr';
import { GUIDES_HU } from './guides/hu';
import { GUIDES_IS } from './guides/is';
import { GUIDES_IT } from './guides/it';
import { GUIDES_LT } from './guides/lt';
import { GUIDES_LV } from './guides/lv';
import { GUIDES_MT } from './guides/mt';
import { GUIDES_NL } from './guides/nl';
import { GUIDES_NO } from './guides/no';
import { GUIDES_PL } from './guides/pl';
import { GUIDES_PT } from './guides/pt';
import { GUIDES_RO } from './guides/ro';
import { GUIDES_SK } from './guides/sk';
import { GUIDES_SL } from './guides/sl';
import { GUIDES_SR } from './guides/sr';
import { GUIDES_SV } from './guides/sv';
import { GUIDE_META, GUIDE_SLUGS, type GuideTexts } from './guides/guide-texts';
import { seedUuid } from './seed-ids';

/** Every language's six guides: all 27 are translated (docs/adr-015). A missing one fails to compile. */
const GUIDES_BY_LANGUAGE: Record<LanguageCode, GuideTexts> = {
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
  bg: GUIDES_BG,
  cs: GUIDES_CS,
  el: GUIDES_EL,
  et: GUIDES_ET,
  fi: GUIDES_FI,
  ga: GUIDES_GA,
  hr: GUIDES_HR,
  hu: GUIDES_HU,
  is: GUIDES_IS,
  lt: GUIDES_LT,
  lv: GUIDES_LV,
  mt: GUIDES_MT,
  ro: GUIDES_RO,
  sk: GUIDES_SK,
  sl: GUIDES_SL,
  sr: GUIDES_SR,
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
