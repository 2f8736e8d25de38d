import { SOURCE_LANGUAGE, type LanguageCode } from '@lumina/contracts';
import { bg } from './bg';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { et } from './et';
import { fi } from './fi';
import { fr } from './fr';
import { ga } from './ga';
import { hr } from './hr';
import { hu } from './hu';
import { is } from './is';
import { lt } from './lt';
import { lv } from './lv';
import { mt } from './mt';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import { sl } from './sl';
import { sr } from './sr';
import { sv } from './sv';
import { es } from './es';
import { it } from './it';
import { pt } from './pt';
import { nl } from './nl';
import { no } from './no';
import { en, type MailStringKey, type MailStrings } from './en';

/** One table per language (a language added without its table fails to compile); a key missing from one reads English. */
const TABLES: Record<LanguageCode, MailStrings> = {
  en,
  bg,
  cs,
  da,
  de,
  el,
  es,
  et,
  fi,
  fr,
  ga,
  hr,
  hu,
  is,
  it,
  lt,
  lv,
  mt,
  nl,
  no,
  pl,
  pt,
  ro,
  sk,
  sl,
  sr,
  sv,
};

export type Translate = (key: MailStringKey, values?: Record<string, string | number>) => string;

/** The mail texts of `language`, each key falling back to English on its own. */
export function mailStrings(language: string): { language: string; t: Translate } {
  const table = TABLES[language as LanguageCode];
  const t: Translate = (key, values = {}) =>
    (table?.[key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  return { language: table ? language : SOURCE_LANGUAGE, t };
}

/** A price as the reader's language writes it ("89,10 €" in German, "€89.10" in English). */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}
