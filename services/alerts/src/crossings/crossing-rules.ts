import type { ProductPrice } from '../subscriptions/product-prices';
import type { SubscriptionRow } from '../subscriptions/subscription-row';

export interface Decision {
  /** Mail this subscriber now. */
  fire: boolean;
  armed: boolean;
  inStock: boolean;
  /** Back-in-stock is mailed once: the alert ends with its mail. */
  end: boolean;
}

/**
 * Issue 27 item 3. A price alert mails when the lowest total to the subscriber's country is at or
 * below the target while armed, then stays quiet until the price has risen above the target again
 * (re-armed). A stock alert mails once, when the product goes from no in-stock offer delivering
 * there to at least one. No in-stock offer is no price: it neither fires nor re-arms a price alert.
 */
export function decide(sub: Pick<SubscriptionRow, 'kind' | 'armed' | 'in_stock' | 'target_minor' | 'currency'>, price: ProductPrice): Decision {
  const inStock = price.best !== null;
  if (sub.kind === 'stock') {
    const fire = !sub.in_stock && inStock;
    return { fire, armed: sub.armed, inStock, end: fire };
  }
  const total = price.best?.totalMinor;
  if (total === undefined || sub.target_minor === null || price.currency !== sub.currency) return { fire: false, armed: sub.armed, inStock, end: false };
  if (sub.armed && total <= sub.target_minor) return { fire: true, armed: false, inStock, end: false };
  if (!sub.armed && total > sub.target_minor) return { fire: false, armed: true, inStock, end: false };
  return { fire: false, armed: sub.armed, inStock, end: false };
}
