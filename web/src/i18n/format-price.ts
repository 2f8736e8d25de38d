import type { Language } from './languages';

/** A catalogue price (the API sends decimals as strings) converted for the language (spec §9). */
export function convertPrice(amount: number | string, language: Language): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return (Number.isFinite(value) ? value : 0) * language.priceMultiplier;
}

/**
 * The amount in the language's currency and number format, after the multiplier. When the runtime
 * cannot format that currency or locale, falls back to en-US with two decimals (spec §9).
 * In JSX prefer `<Price>`, which goes through react-intl's `FormattedNumber`.
 */
export function formatPrice(amount: number | string, language: Language): string {
  const value = convertPrice(amount, language);
  try {
    return new Intl.NumberFormat(language.code, { style: 'currency', currency: language.currency }).format(value);
  } catch {
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }
}
