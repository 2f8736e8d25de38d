/**
 * Money crosses service boundaries as integer minor units (cents) and reaches HTTP clients as a
 * decimal string ("129.90", spec §3), so no float ever holds an amount.
 */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
