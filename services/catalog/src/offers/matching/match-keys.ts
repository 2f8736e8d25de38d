/**
 * The keys by which rows of different merchants are one product (ARCHITECTURE §15, ADR 025), and
 * the measure that stops a GTIN from joining rows that plainly disagree.
 */

/** GS1 check digit of a GTIN-14 (mod 10, weights 3 and 1 from the left). */
function gs1CheckDigitValid(gtin14: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i += 1) sum += Number(gtin14[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(gtin14[13]);
}

/** A GTIN as a match key: 8, 12, 13 or 14 digits padded to GTIN-14 with a valid check digit, else null. */
export function gtinKey(gtin: string | null): string | null {
  if (gtin === null || !/^(\d{8}|\d{12,14})$/.test(gtin)) return null;
  const gtin14 = gtin.padStart(14, '0');
  return gs1CheckDigitValid(gtin14) ? gtin14 : null;
}

/** Case, spaces, hyphens, dots (and other punctuation) do not tell two part numbers or brands apart. */
function squeeze(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function brandKey(brand: string | null): string | null {
  if (brand === null) return null;
  return squeeze(brand) || null;
}

/** Brand + MPN after normalising; null unless both are there. */
export function mpnKey(brand: string | null, mpn: string | null): string | null {
  const b = brandKey(brand);
  const m = mpn === null ? '' : squeeze(mpn);
  return b === null || m === '' ? null : `${b}|${m}`;
}

function titleWords(title: string): Set<string> {
  return new Set(
    title
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 2),
  );
}

/**
 * How much two titles share: the words (letters/digits, 2+ characters, any case) they have in
 * common over the words of the shorter title (the overlap coefficient, 0 … 1). Merchants phrase a
 * title differently and one is often longer, so the shorter one is the measure.
 */
export function titleOverlap(a: string, b: string): number {
  const wordsA = titleWords(a);
  const wordsB = titleWords(b);
  const shorter = Math.min(wordsA.size, wordsB.size);
  if (shorter === 0) return 0;
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared += 1;
  return shared / shorter;
}

/** Below this a GTIN match is queued for an admin instead of merged: less than a third of the shorter title. */
export const MIN_TITLE_OVERLAP = 1 / 3;

/** Why a GTIN match must not merge on its own, or null when it may. */
export function gtinClash(
  a: { brand: string | null; title: string },
  b: { brand: string | null; title: string },
): string | null {
  const brandA = brandKey(a.brand);
  const brandB = brandKey(b.brand);
  if (brandA !== null && brandB !== null && brandA !== brandB) return `brands differ (${a.brand} / ${b.brand})`;
  const overlap = titleOverlap(a.title, b.title);
  if (overlap < MIN_TITLE_OVERLAP) return `titles share ${Math.round(overlap * 100)} % of their words (at least 34 % needed)`;
  return null;
}
