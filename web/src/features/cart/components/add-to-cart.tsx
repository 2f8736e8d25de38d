import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { QuantityStepper } from './quantity-stepper';

export const addToCartMessages = defineMessages({
  add: { id: 'cart.add.button', defaultMessage: 'Add to Cart', description: 'Button that adds the product to the cart' },
  adding: { id: 'cart.add.adding', defaultMessage: 'Adding...', description: 'Add-to-cart button text while the request runs' },
  outOfStock: { id: 'cart.add.outOfStock', defaultMessage: 'Out of Stock', description: 'Add-to-cart button text when the product is out of stock' },
});

interface AddToCartProps {
  productId: string;
  inStock: boolean;
  className?: string;
}

/**
 * The product page's quantity stepper (1..99) and Add to Cart button: 'Adding...' during the
 * request, disabled when out of stock (spec §4, §5). Compose it into the product page from the
 * route (features do not import each other).
 */
export function AddToCart({ productId, inStock, className }: AddToCartProps) {
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isAdding } = useAddToCart();
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <QuantityStepper value={quantity} onChange={setQuantity} disabled={!inStock || isAdding} />
      <Button size="lg" className="flex-1" disabled={!inStock || isAdding} onClick={() => void addToCart(productId, quantity)}>
        <ShoppingCart aria-hidden="true" />
        <FormattedMessage {...(isAdding ? addToCartMessages.adding : inStock ? addToCartMessages.add : addToCartMessages.outOfStock)} />
      </Button>
    </div>
  );
}
