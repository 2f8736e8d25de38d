import { SOURCE_LANGUAGE, type LanguageCode } from '@lumina/contracts';
import { de } from './de';
import { en, type MailStringKey, type MailStrings } from './en';

/** One table per translated language; the others read English until a translator adds theirs. */
const TABLES: Partial<Record<LanguageCode, MailStrings>> = { en, de };

export type Translate = (key: MailStringKey, values?: Record<string, string | number>) => string;

/** The mail texts of `language`, each key falling back to English on its own. */
export function mailStrings(language: string): { language: string; t: Translate } {
  const table = TABLES[language as LanguageCode];
  const t: Translate = (key, values = {}) =>
    (table?.[key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return { language: table ? language : SOURCE_LANGUAGE, t };
}

/** A price as the reader's language writes it ("89,10 €" in German, "€89.10" in English). */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}
