import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { footerMessages } from '@/components/layout/footer-messages';
import { paths } from '@/config/paths';

interface MerchantLinkProps {
  productId: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A link to the merchant through the click-tracking redirect `/api/click/{productId}` (ARCHITECTURE
 * §11), in a new tab, without opener or referrer and marked as a paid link.
 */
export function MerchantLink({ productId, className, children, ...rest }: MerchantLinkProps) {
  return (
    <a href={paths.click(productId)} target="_blank" rel="sponsored noopener noreferrer" className={className} data-testid={rest['data-testid']}>
      {children}
      <span className="sr-only">
        {' '}
        <FormattedMessage {...footerMessages.opensInNewTab} />
      </span>
    </a>
  );
}
