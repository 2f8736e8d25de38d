/**
 * Energy labels (Delegated Regulation (EU) 2019/2015; ARCHITECTURE §16). Whether a product is a
 * light source, contains one or neither is a field of its category (`categories.light_source`:
 * 'light-source' for bulbs and LED strips, 'luminaire' for fittings), overridable per product
 * (`products.light_source`). A luminaire contains a light source when its bulb type is an
 * integrated LED.
 */

/** The categories' kind for the slugs Lumina knows (the demo's and the usual feed names). */
export const CATEGORY_LIGHT_SOURCE_SQL = `
  UPDATE categories SET light_source = CASE
           WHEN slug ~ '(bulb|strip|lamp-only|light-source)' THEN 'light-source'
           WHEN slug ~ '(ceiling|pendant|wall|sconce|outdoor-lighting|smart-lighting|lamp|fitting|luminaire|spot)' THEN 'luminaire'
         END
   WHERE light_source IS NULL`;

/** A product's kind for the label: 'light-source', 'contains' or null (p: products, c: its type category). */
export const lightSourceSql = (p: string, c: string): string => `
  (CASE COALESCE(${p}.light_source, CASE WHEN ${c}.light_source = 'luminaire' AND ${p}.bulb_type = 'LED' THEN 'contains'
                                         WHEN ${c}.light_source = 'light-source' THEN 'light-source' END)
     WHEN 'light-source' THEN 'light-source' WHEN 'contains' THEN 'contains' END)`;
