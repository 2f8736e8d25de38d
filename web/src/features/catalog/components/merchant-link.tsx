import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHref, useLocation } from 'react-router';
import { footerMessages } from '@/components/layout/footer-messages';
import { paths } from '@/config/paths';

interface MerchantLinkProps {
  productId: string;
  /** The offer chosen (the offers table); without it the redirect takes the product's best offer. */
  offerId?: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A link to the merchant through the click-tracking redirect `/api/click/{productId}` (ARCHITECTURE
 * §11), in a new tab, without opener or referrer and marked as a paid link. No Referer is sent,
 * so the page's path travels as `from` for the click's record (data only, never the target) and
 * names the click's language (its prefix).
 */
export function MerchantLink({ productId, offerId, className, children, ...rest }: MerchantLinkProps) {
  // The page's address with its language prefix: the click is labelled with the page's language.
  const page = useHref(useLocation().pathname);
  const offer = offerId ? `offer=${encodeURIComponent(offerId)}&` : '';
  return (
    <a href={`${paths.click(productId)}?${offer}from=${encodeURIComponent(page)}`} target="_blank" rel="sponsored noopener noreferrer" className={className} data-testid={rest['data-testid']}>
      {children}
      <span className="sr-only">
        {' '}
        <FormattedMessage {...footerMessages.opensInNewTab} />
      </span>
    </a>
  );
}
