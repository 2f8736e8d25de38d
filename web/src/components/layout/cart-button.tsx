import { ShoppingCart } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CartBadge } from './cart-badge';

const messages = defineMessages({
  label: {
    id: 'header.cart.label',
    defaultMessage: '{count, plural, =0 {Cart} one {Cart, # item} other {Cart, # items}}',
    description: 'Accessible name of the header cart button with the number of items',
  },
});

interface CartButtonProps {
  count: number;
  isLoading: boolean;
}

export function CartButton({ count, isLoading }: CartButtonProps) {
  const intl = useIntl();
  const announced = isLoading ? 0 : Math.max(count, 0);
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to={paths.cart} aria-label={intl.formatMessage(messages.label, { count: announced })}>
        <ShoppingCart className="size-5" aria-hidden="true" />
        <CartBadge count={count} isLoading={isLoading} />
      </Link>
    </Button>
  );
}
