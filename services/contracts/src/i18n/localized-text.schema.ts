import { z } from '../zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import type { LocalizedText, TranslationTimes } from './localized-text';

/**
 * A per-language field as an admin sends it (docs/adr-016-agreements.md): English required, any of
 * the 27 languages optional, each trimmed and bounded. A blank translation is dropped (it would read
 * as missing anyway), so a stored map never holds empty strings.
 */
export function localizedTextSchema(max: number): z.ZodType<LocalizedText> {
  const text = z.string().trim().max(max, `at most ${max} characters`);
  return z
    .partialRecord(z.enum(LANGUAGE_CODES), text)
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')))
    .refine((value): value is LocalizedText => typeof value.en === 'string' && value.en.length > 0, {
      message: 'English is required',
      path: ['en'],
    }) as unknown as z.ZodType<LocalizedText>;
}

/**
 * The `translated_at` map after a save: every language whose text changed (or appeared) is stamped
 * `now`; unchanged languages keep their time; removed languages lose theirs.
 */
export function stampTranslations(
  before: readonly (LocalizedText | null)[],
  after: readonly (LocalizedText | null)[],
  times: TranslationTimes,
  now: string,
): TranslationTimes {
  const stamped: Partial<Record<LanguageCode, string>> = {};
  for (const code of LANGUAGE_CODES) {
    const present = after.some((text) => text?.[code] !== undefined);
    if (!present) continue;
    const changed = after.some((text, index) => text?.[code] !== before[index]?.[code]);
    stamped[code] = changed || times[code] === undefined ? now : (times[code] as string);
  }
  return stamped;
}
