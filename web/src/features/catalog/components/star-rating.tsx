import { Star } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  rating: { id: 'product.rating', defaultMessage: 'Rated {rating} out of {max}', description: 'Accessible text of the star rating' },
});

const MAX = 5;
/** Cards show 4 of 5 stars once a product has been viewed (spec §9). */
export const CARD_RATING = 4;

/** Five stars with `rating` of them filled. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const intl = useIntl();
  return (
    <span role="img" aria-label={intl.formatMessage(messages.rating, { rating, max: MAX })} className={cn('flex items-center gap-0.5', className)}>
      {Array.from({ length: MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          data-filled={index < rating}
          className={cn('size-3.5', index < rating ? 'fill-accent text-accent' : 'text-muted-foreground/40')}
        />
      ))}
    </span>
  );
}
