/** Integer minor units (cents) to the API's decimal string: 12990 → "129.90". No floats touch money. */
export function formatMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`Not an amount in minor units: ${minor}`);
  const units = Math.trunc(minor / 100);
  const cents = minor % 100;
  return `${units}.${String(cents).padStart(2, '0')}`;
}
