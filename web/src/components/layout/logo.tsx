import { Lightbulb } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/language-provider';
import { regionMessages } from '@/i18n/region-messages';

const messages = defineMessages({
  home: {
    id: 'header.logo.label',
    defaultMessage: 'Lumina {region}, home',
    description:
      'Accessible name of the logo link to the home page; it starts with the visible text (name and region) so voice control finds it',
  },
});

/** The logo with the region of the current language under the name (spec §2). */
export function Logo() {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <Link
      to="/"
      aria-label={intl.formatMessage(messages.home, {
        region: intl.formatMessage(regionMessages[language.region]),
      })}
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-accent to-primary text-primary-foreground shadow">
        <Lightbulb className="size-5" aria-hidden="true" />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight">Lumina</span>{' '}
        <span className="text-[11px] text-muted-foreground" data-testid="logo-region">
          <FormattedMessage {...regionMessages[language.region]} />
        </span>
      </span>
    </Link>
  );
}
