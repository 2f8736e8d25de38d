import type { LanguageCode } from './languages';

export type MessageTable = Readonly<Record<string, string>>;

type Loader = () => Promise<{ default: MessageTable }>;

/**
 * English has no table at run time: its text is each message's `defaultMessage` in the source
 * (compiled to an ICU AST at build time, see vite.config.ts), which react-intl shows for an id
 * missing from the current table, so every language falls back to English per message (spec §1).
 * Every other language is its own small chunk, fetched before the first render when it is the
 * initial language (main.tsx) or when it is chosen in the picker. messages/en.json is the
 * extracted copy for translators and the catalogue checks.
 */
const loaded: Partial<Record<LanguageCode, MessageTable>> = { en: {} };

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

/** The language's own messages if already in memory (English, or loaded before). */
export function getLoadedMessages(code: LanguageCode): MessageTable | undefined {
  return loaded[code];
}

/** The language's own messages, fetching its chunk once. */
export async function loadMessages(code: LanguageCode): Promise<MessageTable> {
  const ready = loaded[code];
  if (ready) return ready;
  const module = await loaders[code as keyof typeof loaders]();
  loaded[code] = module.default;
  return module.default;
}
