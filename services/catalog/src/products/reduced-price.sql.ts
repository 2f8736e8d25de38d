/**
 * The struck-through price a product may show (products.reduced_from_minor, decided by the
 * prior-price rule in the price-history rollup), only while the price is still the one it was
 * decided for: a price that moved since shows no reduction until the rule decides again. The one
 * SQL for it, used by product reads, search documents and the PostgreSQL listing (deals, the
 * discount sort). Never the feed's original price.
 */
export const reducedFromSql = (alias: string): string =>
  `(CASE WHEN ${alias}.reduced_for_minor = ${alias}.price_minor THEN ${alias}.reduced_from_minor END)`;
