/**
 * Energy labels (Delegated Regulation (EU) 2019/2015). Whether a product is a light source, contains
 * one or neither is its category's (`categories.light_source`: 'is' for bulbs and LED strips,
 * 'contains' for fittings, 'neither'; issue 29), overridable per product (`products.light_source`).
 * A fitting contains a light source when its bulb type is an integrated LED; one sold for a bulb
 * of the buyer's has no label of its own.
 */

/** A product's kind for the label: 'light-source', 'contains' or null (p: products, c: its type category). */
export const lightSourceSql = (p: string, c: string): string => `
  (CASE COALESCE(${p}.light_source, CASE WHEN ${c}.light_source = 'contains' AND ${p}.bulb_type = 'LED' THEN 'contains'
                                         WHEN ${c}.light_source = 'is' THEN 'light-source' END)
     WHEN 'light-source' THEN 'light-source' WHEN 'contains' THEN 'contains' END)`;
