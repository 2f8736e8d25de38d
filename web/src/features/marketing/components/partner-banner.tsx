import { ArrowRight, Sparkles } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PARTNER_BRAND } from '@/config/constants';
import { paths } from '@/config/paths';

const messages = defineMessages({
  label: { id: 'home.partner.label', defaultMessage: 'Official partner', description: 'Label of the partner banner on the home page' },
  text: {
    id: 'home.partner.text',
    defaultMessage: '{brand} smart lighting: scenes, schedules and millions of colours, controlled from your phone or voice.',
    description: 'Partner banner text; brand is the smart-lighting partner brand',
  },
  cta: { id: 'home.partner.cta', defaultMessage: 'Shop {brand}', description: 'Partner banner link to a search for the brand' },
});

/** The smart-lighting partner banner (spec §1), linking to a search with the brand preset. */
export function PartnerBanner() {
  return (
    <aside className="bg-gradient-to-r from-foreground to-[oklch(0.32_0.05_60)] text-background" data-testid="partner-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2.5 text-center text-sm sm:px-6 lg:px-8">
        <span className="inline-flex items-center gap-1.5 font-semibold text-accent">
          <Sparkles className="size-4" aria-hidden="true" />
          <FormattedMessage {...messages.label} />
        </span>
        <span className="text-background/90">
          <FormattedMessage {...messages.text} values={{ brand: PARTNER_BRAND.name }} />
        </span>
        <Link
          to={paths.searchBrand(PARTNER_BRAND.slug)}
          className="inline-flex items-center gap-1 font-semibold underline-offset-4 hover:underline"
          data-testid="partner-banner-link"
        >
          <FormattedMessage {...messages.cta} values={{ brand: PARTNER_BRAND.name }} />
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </aside>
  );
}
