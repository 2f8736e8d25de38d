import { DELIVER_TO_COOKIE, isDeliveryCountry, type DeliveryCountry } from '@lumina/contracts';

/** A year: the choice is the shopper's until they change it. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The 'Deliver to' choice in a Cookie header (or document.cookie), if one was made and is valid. */
export function readDeliverTo(cookie: string | undefined): DeliveryCountry | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DELIVER_TO_COOKIE && isDeliveryCountry(value)) return value;
  }
  return undefined;
}

/** Remembers the choice (only the header picker writes it, ADR 016). */
export function writeDeliverTo(country: DeliveryCountry): void {
  document.cookie = `${DELIVER_TO_COOKIE}=${country}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}
