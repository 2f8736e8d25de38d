import { Fragment, useLayoutEffect, useRef, type RefObject } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLanguage } from '@/i18n/language-provider';
import { groupLanguagesForPicker, isLanguageCode, type Language } from '@/i18n/languages';
import { regionMessages } from '@/i18n/region-messages';
import { FlagImage } from './flag-image';
import { LanguageTrigger, type LanguagePickerVariant } from './language-trigger';

const messages = defineMessages({
  popular: { id: 'language.picker.popular', defaultMessage: 'Popular languages', description: 'Heading of the most used languages in the picker' },
});

const sections = groupLanguagesForPicker();

function LanguageOption({ language }: { language: Language }) {
  return (
    <DropdownMenuRadioItem value={language.code} aria-label={language.nativeName} lang={language.code}>
      <FlagImage language={language} />
      <span className="flex min-w-0 flex-1 flex-col" aria-hidden="true">
        <span className="truncate font-medium">{language.nativeName}</span>
        <span className="truncate text-xs text-muted-foreground" lang="en">
          {language.name}
        </span>
      </span>
      <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {language.currency}
      </span>
    </DropdownMenuRadioItem>
  );
}

interface LanguageMenuProps {
  display: LanguagePickerVariant;
  className?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus the trigger on mount (it replaces a focused placeholder). */
  takeFocus?: RefObject<boolean>;
}

/**
 * The language and currency menu (spec §2): 'Popular languages' first, then the other languages
 * grouped by region; the current one is checked (menuitemradio, aria-checked). Each option's
 * accessible name is its native name ('Deutsch', 'Svenska').
 */
export default function LanguageMenu({ display, className, open, onOpenChange, takeFocus }: LanguageMenuProps) {
  const { language, setLanguage } = useLanguage();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const openedOnMount = useRef(open);
  useLayoutEffect(() => {
    // On mount only: an open menu moves focus into itself, a closed one hands it to the trigger.
    if (takeFocus?.current && !openedOnMount.current) triggerRef.current?.focus();
  }, [takeFocus]);

  const onValueChange = (code: string) => {
    if (isLanguageCode(code) && code !== language.code) void setLanguage(code);
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <LanguageTrigger ref={triggerRef} display={display} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuRadioGroup value={language.code} onValueChange={onValueChange}>
          <DropdownMenuLabel>
            <FormattedMessage {...messages.popular} />
          </DropdownMenuLabel>
          {sections.popular.map((option) => (
            <LanguageOption key={option.code} language={option} />
          ))}
          {sections.regions.map(({ region, languages }) => (
            <Fragment key={region}>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>
                <FormattedMessage {...regionMessages[region]} />
              </DropdownMenuLabel>
              {languages.map((option) => (
                <LanguageOption key={option.code} language={option} />
              ))}
            </Fragment>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
