import { DEALS_SORT_OPTION, PRODUCT_SORT_OPTIONS } from '@lumina/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Head } from '@/components/seo/head';
import { dealMessages } from '@/features/catalog/components/deals/deal-messages';
import { FixedListing } from './fixed-listing';
import { DEALS_FIXED } from './fixed-listing-params';

const DEAL_SORTS = [DEALS_SORT_OPTION, ...PRODUCT_SORT_OPTIONS] as const;

/** /deals: products on sale, best discount first, with the listing's filters, sort and Load More. */
export default function DealsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(dealMessages.title);
  return (
    <FixedListing
      fixed={DEALS_FIXED}
      defaultSort={DEALS_SORT_OPTION.key}
      sortOptions={DEAL_SORTS}
      header={
        <header>
          <Head title={title} description={intl.formatMessage(dealMessages.lead)} />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted-foreground">
            <FormattedMessage {...dealMessages.lead} />
          </p>
        </header>
      }
    />
  );
}
