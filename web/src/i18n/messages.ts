import type { LanguageCode } from './languages';
import en from './messages/en.json';

export type MessageTable = Readonly<Record<string, string>>;

type Loader = () => Promise<{ default: MessageTable }>;

/**
 * English, the fallback of every language, ships in the main bundle; every other language is its
 * own small chunk, fetched before the first render when it is the initial language (main.tsx) or
 * when it is chosen in the picker.
 */
const bundled: Partial<Record<LanguageCode, MessageTable>> = { en };

const loaders: Record<Exclude<LanguageCode, 'en'>, Loader> = {
  es: () => import('./messages/es.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
  it: () => import('./messages/it.json'),
  pt: () => import('./messages/pt.json'),
  nl: () => import('./messages/nl.json'),
  da: () => import('./messages/da.json'),
  sv: () => import('./messages/sv.json'),
  no: () => import('./messages/no.json'),
  fi: () => import('./messages/fi.json'),
  is: () => import('./messages/is.json'),
  pl: () => import('./messages/pl.json'),
  cs: () => import('./messages/cs.json'),
  sk: () => import('./messages/sk.json'),
  hu: () => import('./messages/hu.json'),
  ro: () => import('./messages/ro.json'),
  bg: () => import('./messages/bg.json'),
  hr: () => import('./messages/hr.json'),
  sr: () => import('./messages/sr.json'),
  sl: () => import('./messages/sl.json'),
  et: () => import('./messages/et.json'),
  lv: () => import('./messages/lv.json'),
  lt: () => import('./messages/lt.json'),
  el: () => import('./messages/el.json'),
  mt: () => import('./messages/mt.json'),
  ga: () => import('./messages/ga.json'),
};

export const englishMessages: MessageTable = en;

/** The language's own messages if already in memory (bundled or loaded before). */
export function getLoadedMessages(code: LanguageCode): MessageTable | undefined {
  return bundled[code];
}

/** The language's own messages, fetching its chunk once. */
export async function loadMessages(code: LanguageCode): Promise<MessageTable> {
  const ready = bundled[code];
  if (ready) return ready;
  const module = await loaders[code as keyof typeof loaders]();
  bundled[code] = module.default;
  return module.default;
}

/**
 * The table handed to react-intl: the language's messages over English, so a message missing in
 * the language shows in English (spec §1). An id missing in both is rendered as the id itself by
 * react-intl (and by {@link getMessage}).
 */
export function withEnglishFallback(own: MessageTable): MessageTable {
  return own === englishMessages ? englishMessages : { ...englishMessages, ...own };
}

/** The fallback chain as a plain getter: the language's message, else English, else the key. */
export function getMessage(own: MessageTable, id: string): string {
  return own[id] ?? englishMessages[id] ?? id;
}
