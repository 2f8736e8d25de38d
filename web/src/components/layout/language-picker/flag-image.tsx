import type { Language } from '@/i18n/languages';

/** Where the build puts the flag SVGs (vite.config.ts copies them from flag-icons). */
export const FLAGS_PATH = '/flags';

/**
 * A language's flag as an image: Windows shows flag emoji as two letters, so the picker would read
 * 'GB', 'DE' there. Decorative (the language's name is always beside it).
 */
export function FlagImage({ language }: { language: Language }) {
  return (
    <img
      src={`${FLAGS_PATH}/${language.country}.svg`}
      alt=""
      width={20}
      height={15}
      className="h-[15px] w-5 shrink-0 rounded-sm"
    />
  );
}
