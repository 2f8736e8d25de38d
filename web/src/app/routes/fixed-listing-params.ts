/** The deals page's fixed condition: products on sale only (original price above the price). */
export const DEALS_FIXED = { onSale: 'true' } as const;
