import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  short: {
    id: 'product.affiliate.short',
    defaultMessage: 'We may earn a commission from purchases through this link.',
    description: 'Affiliate disclosure under the view deal link on product cards',
  },
  full: {
    id: 'product.affiliate.full',
    defaultMessage:
      'Affiliate disclosure: Lumina links to partner merchants and may earn a commission when you buy through these links, at no extra cost to you. Prices and availability are set by the merchant.',
    description: 'Affiliate disclosure on the product page',
  },
  more: {
    id: 'product.affiliate.more',
    defaultMessage: 'Read our affiliate disclosure',
    description: 'Link from the affiliate disclosure paragraph to the disclosure page',
  },
});

/** The affiliate commission disclosure (spec §1): a short line on cards, a paragraph on the product page. */
export function AffiliateDisclosure({ variant = 'short', className }: { variant?: 'short' | 'full'; className?: string }) {
  if (variant === 'short') {
    return (
      <p className={cn('text-[11px] leading-snug text-muted-foreground', className)} data-testid="affiliate-disclosure">
        <FormattedMessage {...messages.short} />
      </p>
    );
  }
  return (
    <p className={cn('rounded-lg bg-muted/60 p-3 text-xs leading-relaxed text-muted-foreground', className)} data-testid="affiliate-disclosure">
      <FormattedMessage {...messages.full} />{' '}
      <Link to={paths.affiliateDisclosure} className="underline underline-offset-2 hover:text-foreground">
        <FormattedMessage {...messages.more} />
      </Link>
    </p>
  );
}
