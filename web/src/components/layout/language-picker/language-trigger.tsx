import { ChevronDown } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLanguage } from '@/i18n/language-provider';
import { cn } from '@/lib/cn';
import { FlagImage } from './flag-image';

export const triggerMessages = defineMessages({
  label: {
    id: 'language.picker.label',
    defaultMessage: '{current}, language',
    description:
      'Accessible name of the language and currency picker button; {current} is its visible text (code and currency, e.g. ES EUR), first so voice control finds it',
  },
});

export type LanguagePickerVariant = 'header' | 'compact';

interface LanguageTriggerProps extends ButtonProps {
  /**
   * `header`: the flag alone under 768 px, flag + code + currency above.
   * `compact`: flag and language code (the side menu).
   */
  display: LanguagePickerVariant;
}

/** The picker's button: flag, code and currency of the current language. */
export function LanguageTrigger({ display, className, ...props }: LanguageTriggerProps) {
  const intl = useIntl();
  const { language, isSwitching } = useLanguage();
  const code = language.code.toUpperCase();
  const current = display === 'header' ? `${code} ${language.currency}` : code;
  return (
    <Button
      variant="ghost"
      // Tighter than the Button sizes: the default/sm heights with narrower padding and gap.
      size={null}
      className={cn(display === 'compact' ? 'h-8' : 'h-10 py-2', 'gap-1.5 px-2 text-sm', className)}
      aria-label={intl.formatMessage(triggerMessages.label, { current })}
      aria-haspopup="menu"
      aria-busy={isSwitching || undefined}
      data-testid={`language-picker-${display}`}
      {...props}
    >
      <FlagImage language={language} />
      <span
        className={cn('text-sm font-medium uppercase', display === 'header' && 'hidden md:inline')}
        aria-hidden="true"
      >
        {language.code}
      </span>{' '}
      {display === 'header' ? (
        <span className="hidden text-xs text-muted-foreground md:inline" aria-hidden="true">
          {language.currency}
        </span>
      ) : null}
      <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
    </Button>
  );
}
