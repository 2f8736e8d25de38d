import { PackageX } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export const orderNotFoundMessages = defineMessages({
  title: {
    id: 'order.notFound.title',
    defaultMessage: 'Order Not Found',
    description: 'Heading when the confirmation page has no order to show',
  },
  text: {
    id: 'order.notFound.text',
    defaultMessage:
      "We couldn't find this order. Please check your email for your order confirmation details.",
    description: 'Text when the confirmation page has no order to show',
  },
  home: {
    id: 'order.notFound.home',
    defaultMessage: 'Return Home',
    description: 'Link from the order-not-found card to the home page',
  },
});

/** Spec §2/§8: error or no data on the confirmation page. */
export function OrderNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        level={1}
        icon={<PackageX />}
        title={<FormattedMessage {...orderNotFoundMessages.title} />}
        text={<FormattedMessage {...orderNotFoundMessages.text} />}
        action={
          <Button asChild>
            <Link to={paths.home}>
              <FormattedMessage {...orderNotFoundMessages.home} />
            </Link>
          </Button>
        }
        data-testid="order-not-found"
      />
    </div>
  );
}
