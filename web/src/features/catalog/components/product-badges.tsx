import type { ProductDto } from '@lumina/contracts';
import { defineMessages, FormattedMessage } from 'react-intl';
import { cn } from '@/lib/cn';
import { badgeColors } from '../lib/badge-color';
import { isSmart, reductionOf } from '../lib/pricing';
import { useOwnedWords } from '@/i18n/owned-words';

export const badgeMessages = defineMessages({
  smart: { id: 'product.badge.smart', defaultMessage: 'Smart', description: 'Badge on products with a smart feature' },
  sale: { id: 'product.badge.sale', defaultMessage: 'Sale', description: 'Badge on products whose price is a reduction Lumina observed (below the lowest price of the 30 days before it)' },
  discount: { id: 'product.badge.discount', defaultMessage: '-{percent}%', description: 'Discount badge on a product card, e.g. -25%' },
});

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm';

interface ProductBadgesProps {
  product: Pick<ProductDto, 'badges' | 'features' | 'price' | 'reducedFrom'>;
  /** Show the sale badge with its discount (cards); the detail page shows 'Save N%' by the price instead. */
  withSale?: boolean;
  className?: string;
}

/** The product's own badges, Smart (from its features) and, on cards, Sale with the discount (spec §2, §9). */
export function ProductBadges({ product, withSale = true, className }: ProductBadgesProps) {
  const discount = withSale ? (reductionOf(product)?.percent ?? null) : null;
  const smart = isSmart(product);
  const words = useOwnedWords();
  if (product.badges.length === 0 && !smart && discount === null) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} data-testid="product-badges">
      {discount !== null ? (
        <li className={cn(pill, 'bg-destructive text-white')} data-testid="badge-sale">
          <FormattedMessage {...badgeMessages.sale} />
          <span className="ml-1" data-testid="badge-discount">
            <FormattedMessage {...badgeMessages.discount} values={{ percent: discount }} />
          </span>
        </li>
      ) : null}
      {smart ? (
        <li className={cn(pill, 'bg-primary text-primary-foreground')} data-testid="badge-smart">
          <FormattedMessage {...badgeMessages.smart} />
        </li>
      ) : null}
      {product.badges.map(({ badge }) => {
        // Text in white or near-black, whichever reads better on the badge's colour (WCAG contrast).
        const colors = badgeColors(badge.color);
        return (
          <li
            key={badge.id}
            className={cn(pill, !colors && 'bg-secondary text-secondary-foreground')}
            style={colors ? { backgroundColor: colors.background, color: colors.text } : undefined}
          >
            {words.badge(badge.name)}
          </li>
        );
      })}
    </ul>
  );
}
