import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isApiError } from '@/lib/api';

/**
 * THE table of server errors a shopper may see, by the stable `code` every service error carries
 * (services/contracts errors.ts). The web shows these in the shopper's language; the server's
 * English `message` is only the fallback for a code not listed here, and raw bodies never show.
 */
export const ERROR_CODE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'CART.CATALOG_UNAVAILABLE': { id: 'serverError.cart.catalogUnavailable', defaultMessage: 'Prices could not be checked just now. Please try again in a moment.', description: 'Server error CART.CATALOG_UNAVAILABLE' },
  'CART.ITEM_NOT_FOUND': { id: 'serverError.cart.itemNotFound', defaultMessage: 'This item is no longer in your cart.', description: 'Server error CART.ITEM_NOT_FOUND' },
  'CART.PRODUCT_NOT_FOUND': { id: 'serverError.cart.productNotFound', defaultMessage: 'This product is no longer available.', description: 'Server error CART.PRODUCT_NOT_FOUND' },
  'CART.PRODUCT_OUT_OF_STOCK': { id: 'serverError.cart.outOfStock', defaultMessage: 'This product is out of stock.', description: 'Server error CART.PRODUCT_OUT_OF_STOCK' },
  'CATALOG.CATEGORY_NOT_FOUND': { id: 'serverError.catalog.categoryNotFound', defaultMessage: 'This category could not be found.', description: 'Server error CATALOG.CATEGORY_NOT_FOUND' },
  'CATALOG.COLLECTION_NOT_FOUND': { id: 'serverError.catalog.collectionNotFound', defaultMessage: 'This collection could not be found.', description: 'Server error CATALOG.COLLECTION_NOT_FOUND' },
  'CATALOG.GUIDE_NOT_FOUND': { id: 'serverError.catalog.guideNotFound', defaultMessage: 'This guide could not be found.', description: 'Server error CATALOG.GUIDE_NOT_FOUND' },
  'CATALOG.PRODUCT_NOT_FOUND': { id: 'serverError.catalog.productNotFound', defaultMessage: 'This product could not be found.', description: 'Server error CATALOG.PRODUCT_NOT_FOUND' },
  'ORDERS.AMOUNT_MISMATCH': { id: 'serverError.orders.amountMismatch', defaultMessage: 'The prices in your cart have changed. Please check the new total and try again.', description: 'Server error ORDERS.AMOUNT_MISMATCH' },
  'ORDERS.CART_EMPTY': { id: 'serverError.orders.cartEmpty', defaultMessage: 'Your cart is empty.', description: 'Server error ORDERS.CART_EMPTY' },
  'ORDERS.CURRENCY_MISMATCH': { id: 'serverError.orders.currencyMismatch', defaultMessage: 'The currency changed with the delivery country. Please check the total and try again.', description: 'Server error ORDERS.CURRENCY_MISMATCH' },
  'ORDERS.ITEM_UNAVAILABLE': { id: 'serverError.orders.itemUnavailable', defaultMessage: 'An item in your cart is no longer available. Please remove it to continue.', description: 'Server error ORDERS.ITEM_UNAVAILABLE' },
  'ORDERS.ORDER_NOT_FOUND': { id: 'serverError.orders.orderNotFound', defaultMessage: 'This order could not be found.', description: 'Server error ORDERS.ORDER_NOT_FOUND' },
  'ORDERS.PAYMENT_NOT_SUCCEEDED': { id: 'serverError.orders.paymentNotSucceeded', defaultMessage: 'The payment did not go through. No money was taken.', description: 'Server error ORDERS.PAYMENT_NOT_SUCCEEDED' },
  'ORDERS.PRICES_UNVERIFIED': { id: 'serverError.orders.pricesUnverified', defaultMessage: 'Prices could not be confirmed just now. Please try again in a moment.', description: 'Server error ORDERS.PRICES_UNVERIFIED' },
  'ORDERS.PROVIDER_UNAVAILABLE': { id: 'serverError.orders.providerUnavailable', defaultMessage: 'Payments are unavailable just now. Please try again in a moment.', description: 'Server error ORDERS.PROVIDER_UNAVAILABLE' },
  VALIDATION: { id: 'serverError.validation', defaultMessage: 'Some details are not valid. Please check them and try again.', description: 'Server error VALIDATION (a field was refused)' },
  TOO_MANY_REQUESTS: { id: 'serverError.tooManyRequests', defaultMessage: 'Too many requests just now. Please wait a moment and try again.', description: 'Server error TOO_MANY_REQUESTS (a rate limit answered 429)' },
  'RPC.TIMEOUT': { id: 'serverError.timeout', defaultMessage: 'The shop took too long to answer. Please try again.', description: 'Server error RPC.TIMEOUT' },
});

const fallback = defineMessages({
  offline: { id: 'serverError.offline', defaultMessage: 'The shop could not be reached. Check your connection and try again.', description: 'A request that never reached the server' },
});

/** The error's code and server message, when the API sent them (`{ code, message }`). */
function body(error: unknown): { code?: string; message?: string } {
  if (!isApiError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const data = error.data as { code?: unknown; message?: unknown };
  return {
    code: typeof data.code === 'string' ? data.code : undefined,
    message: typeof data.message === 'string' ? data.message : Array.isArray(data.message) ? data.message.join(', ') : undefined,
  };
}

/** What a shopper reads for a failed call: the code's text in their language, else the server's text, never a raw body. */
export function describeError(intl: IntlShape, error: unknown): string | undefined {
  if (error === undefined || error === null) return undefined;
  const { code, message } = body(error);
  const known = code ? ERROR_CODE_MESSAGES[code] : undefined;
  if (known) return intl.formatMessage(known);
  if (message) return message;
  if (isApiError(error) && typeof error.status !== 'number') return intl.formatMessage(fallback.offline);
  // A body that was not JSON (a proxy's status page): spec §8's '<status>: <status text>' line.
  if (isApiError(error) && (error.data === undefined || typeof error.data === 'string')) return error.message.slice(0, 200);
  return undefined;
}
