import { CART_BADGE_MAX } from '@/config/constants';

interface CartBadgeProps {
  count: number;
  isLoading: boolean;
}

/** The cart's item count, shown only once loaded and above 0; '99+' above 99 (spec §2). */
export function CartBadge({ count, isLoading }: CartBadgeProps) {
  if (isLoading || count <= 0) return null;
  return (
    <span
      data-testid="cart-badge"
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold text-primary-foreground"
    >
      {count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : count}
    </span>
  );
}
