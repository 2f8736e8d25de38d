import { displayAmount, type DisplayAmount } from '@lumina/contracts';
import { formatLocale, type Language } from './languages';

function toNumber(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? value : 0;
}

/**
 * A catalogue price (euros; the API sends decimals as strings) as the language shows it
 * (ARCHITECTURE §11): exactly in euros, or converted at contracts' rates table and approximate.
 */
export function displayPrice(amount: number | string, language: Language): DisplayAmount {
  return displayAmount(toNumber(amount), language.currency);
}

/** The sign that marks a converted (approximate) amount; the charge is always in euros (or CHF). */
export const APPROXIMATE_SIGN = '≈';

/**
 * The amount in the language's currency and number format, '≈ ' before a converted one. When the
 * runtime cannot format that currency or locale, falls back to en-US with two decimals (spec §9).
 * In JSX prefer `<Price>`, which goes through react-intl's `FormattedNumber`.
 */
export function formatPrice(amount: number | string, language: Language): string {
  const { amount: value, currency, approximate } = displayPrice(amount, language);
  const prefix = approximate ? `${APPROXIMATE_SIGN} ` : '';
  try {
    return prefix + new Intl.NumberFormat(formatLocale(language.code), { style: 'currency', currency }).format(value);
  } catch {
    return prefix + new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }
}
