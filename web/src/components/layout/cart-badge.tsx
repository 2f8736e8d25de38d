import { CART_BADGE_MAX } from '@/config/constants';

interface CartBadgeProps {
  count: number;
  isLoading: boolean;
}

/** The cart's item count, shown only once loaded and above 0; '99+' above 99 (spec §2). */
export function CartBadge({ count, isLoading }: CartBadgeProps) {
  if (isLoading || count <= 0) return null;
  // Out at the button's corner, small and ringed: even '99+' leaves the cart icon visible.
  return (
    <span
      data-testid="cart-badge"
      aria-hidden="true"
      className="absolute -top-1.5 -right-2 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground ring-2 ring-background"
    >
      {count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : count}
    </span>
  );
}
