import type { MigrationInterface, QueryRunner } from 'typeorm';
import { seedUuid } from '../seed/seed-ids';

interface FirstCategory {
  slug: string;
  parent: string | null;
  position: number;
  name: string;
  description: string;
  emoji: string;
  onHome: boolean;
  lightSource: 'is' | 'contains' | 'neither';
  rule: Record<string, string[]> | null;
}

/**
 * The catalogue's first categories, as rows (issue 29). Today's nine keep their slugs, ids and
 * addresses; the header groups become parents of the product types, and what code decided about
 * indoor, outdoor and smart becomes each group's children and rule. Table lamps, floor lamps,
 * spotlights and LED strips join under Indoor. Frozen here: later changes are the admin's.
 */
const FIRST: FirstCategory[] = [
  { slug: 'indoor', parent: null, position: 0, name: 'Indoor Lighting', emoji: '🛋️', onHome: false, lightSource: 'neither', rule: null,
    description: 'Everything for living rooms, kitchens, bedrooms and bathrooms: ceiling, pendant, wall lights and bulbs.' },
  { slug: 'outdoor', parent: null, position: 1, name: 'Outdoor', emoji: '🌳', onHome: false, lightSource: 'neither',
    // Weather-proof smart lights are outdoor lights too (what product-listings.ts decided in code).
    rule: { categories: ['smart-lighting'], ipRatings: ['IP65', 'IP67', 'IP68'] },
    description: 'Garden, path, facade and terrace lights built for European weather, with solar and sensor options.' },
  { slug: 'smart', parent: null, position: 2, name: 'Smart Home', emoji: '🏠', onHome: false, lightSource: 'neither',
    rule: { features: ['smart'] },
    description: 'Lights you control by app, voice or schedule: smart bulbs, strips and connected fittings.' },
  { slug: 'ceiling-lights', parent: 'indoor', position: 0, name: 'Ceiling Lights', emoji: '💡', onHome: true, lightSource: 'contains', rule: null,
    description: 'Flush, semi-flush and statement ceiling fittings that light a whole room evenly.' },
  { slug: 'pendant-lights', parent: 'indoor', position: 1, name: 'Pendant Lights', emoji: '🪔', onHome: true, lightSource: 'contains', rule: null,
    description: 'Hanging pendants for kitchen islands, dining tables and stairwells, from minimal to sculptural.' },
  { slug: 'wall-sconces', parent: 'indoor', position: 2, name: 'Wall Sconces', emoji: '🕯️', onHome: true, lightSource: 'contains', rule: null,
    description: 'Wall lights for corridors, bedsides and living rooms, with up-light, down-light and swing arms.' },
  { slug: 'outdoor-lighting', parent: 'outdoor', position: 0, name: 'Outdoor Lighting', emoji: '🌙', onHome: true, lightSource: 'contains', rule: null,
    description: 'Weather-proof IP44 to IP68 lights for gardens, facades, paths and terraces.' },
  { slug: 'smart-lighting', parent: 'smart', position: 0, name: 'Smart Lighting', emoji: '📱', onHome: true, lightSource: 'contains', rule: null,
    description: 'App and voice controlled bulbs, strips and fittings with scenes, schedules and colour.' },
  { slug: 'led-bulbs', parent: 'indoor', position: 3, name: 'LED Bulbs', emoji: '🔆', onHome: true, lightSource: 'is', rule: null,
    description: 'Energy-saving LED bulbs in E27, E14, GU10, G9 and more, warm to daylight white.' },
  { slug: 'table-lamps', parent: 'indoor', position: 4, name: 'Table Lamps', emoji: '🛏️', onHome: false, lightSource: 'contains', rule: null,
    description: 'Bedside, desk and side-table lamps with fabric, glass and metal shades.' },
  { slug: 'floor-lamps', parent: 'indoor', position: 5, name: 'Floor Lamps', emoji: '🧍', onHome: false, lightSource: 'contains', rule: null,
    description: 'Arc, tripod and reading floor lamps that light a corner without a ceiling point.' },
  { slug: 'spotlights', parent: 'indoor', position: 6, name: 'Spotlights', emoji: '🎯', onHome: false, lightSource: 'contains', rule: null,
    description: 'Track, rail and recessed spotlights that aim light at art, shelves and worktops.' },
  { slug: 'led-strips', parent: 'indoor', position: 7, name: 'LED Strips', emoji: '〰️', onHome: false, lightSource: 'is', rule: null,
    description: 'Cuttable LED strips for coves, cabinets and backlights, in warm white, tunable and RGB.' },
];

/**
 * Every category a product is listed under: its own category and that one's ancestors, plus each
 * category whose rule it matches and that one's ancestors (a category lists its descendants'
 * products). One SQL function, so the bulk writer, the admin's tree edits and this migration
 * derive listings the same way.
 */
export const CATEGORY_LISTING_IDS_FUNCTION = `
CREATE OR REPLACE FUNCTION category_listing_ids(p_category uuid, p_features text[], p_ip_rating text, p_bulb_type text)
RETURNS uuid[] LANGUAGE sql STABLE AS $fn$
  WITH RECURSIVE own(id) AS (
      SELECT p_category WHERE p_category IS NOT NULL
      UNION
      SELECT c.parent_id FROM categories c JOIN own ON c.id = own.id WHERE c.parent_id IS NOT NULL
  ), matched(id) AS (
      SELECT c.id FROM categories c
       WHERE c.rule IS NOT NULL
         AND (NOT (c.rule ? 'features') OR COALESCE(p_features, '{}') && ARRAY(SELECT jsonb_array_elements_text(c.rule->'features')))
         AND (NOT (c.rule ? 'ipRatings') OR p_ip_rating IN (SELECT jsonb_array_elements_text(c.rule->'ipRatings')))
         AND (NOT (c.rule ? 'bulbTypes') OR p_bulb_type IN (SELECT jsonb_array_elements_text(c.rule->'bulbTypes')))
         AND (NOT (c.rule ? 'categories') OR EXISTS (
               SELECT 1 FROM categories r JOIN own ON own.id = r.id
                WHERE r.slug IN (SELECT jsonb_array_elements_text(c.rule->'categories'))))
      UNION
      SELECT c.parent_id FROM categories c JOIN matched ON c.id = matched.id WHERE c.parent_id IS NOT NULL
  )
  SELECT COALESCE(array_agg(x.id ORDER BY x.id), '{}') FROM (SELECT id FROM own UNION SELECT id FROM matched) x
$fn$`;

export class CategoriesAsData1767500000000 implements MigrationInterface {
  name = 'CategoriesAsData1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE categories
        ADD COLUMN parent_id uuid REFERENCES categories(id) ON DELETE RESTRICT,
        ADD COLUMN visible boolean NOT NULL DEFAULT true,
        ADD COLUMN on_home boolean NOT NULL DEFAULT false,
        ADD COLUMN light_source text NOT NULL DEFAULT 'neither' CHECK (light_source IN ('is', 'contains', 'neither')),
        ADD COLUMN rule jsonb,
        ADD COLUMN translated_at jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN version int NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE categories ALTER COLUMN name TYPE jsonb USING jsonb_build_object('en', name)`);
    await queryRunner.query(
      `ALTER TABLE categories ALTER COLUMN description TYPE jsonb USING CASE WHEN description IS NULL THEN NULL ELSE jsonb_build_object('en', description) END`,
    );
    await queryRunner.query(`CREATE INDEX categories_parent_idx ON categories (parent_id, sort_order)`);
    // Rows already there keep their texts (an operator may have changed them); the tree is new.
    await queryRunner.query(
      `INSERT INTO categories (id, slug, name, description, image_url, emoji, sort_order, on_home, light_source, rule)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::jsonb[], $5::text[], $6::text[], $7::int[], $8::boolean[], $9::text[], $10::jsonb[])
       ON CONFLICT (slug) DO UPDATE SET sort_order = EXCLUDED.sort_order, on_home = EXCLUDED.on_home,
         light_source = EXCLUDED.light_source, rule = EXCLUDED.rule`,
      [
        FIRST.map((c) => seedUuid('category', c.slug)),
        FIRST.map((c) => c.slug),
        FIRST.map((c) => JSON.stringify({ en: c.name })),
        FIRST.map((c) => JSON.stringify({ en: c.description })),
        FIRST.map((c) => `/images/categories/${c.slug}.svg`),
        FIRST.map((c) => c.emoji),
        FIRST.map((c) => c.position),
        FIRST.map((c) => c.onHome),
        FIRST.map((c) => c.lightSource),
        FIRST.map((c) => (c.rule === null ? null : JSON.stringify(c.rule))),
      ],
    );
    await queryRunner.query(
      `UPDATE categories c SET parent_id = p.id FROM unnest($1::text[], $2::text[]) AS t(slug, parent)
         JOIN categories p ON p.slug = t.parent WHERE c.slug = t.slug`,
      [FIRST.filter((c) => c.parent).map((c) => c.slug), FIRST.filter((c) => c.parent).map((c) => c.parent)],
    );
    await queryRunner.query(
      `UPDATE categories SET translated_at = jsonb_build_object('en', to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    );
    await queryRunner.query(CATEGORY_LISTING_IDS_FUNCTION);
    await queryRunner.query(`
      UPDATE products SET listing_ids = category_listing_ids(category_id, features, ip_rating, bulb_type)
       WHERE listing_ids IS DISTINCT FROM category_listing_ids(category_id, features, ip_rating, bulb_type)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION category_listing_ids(uuid, text[], text, text)`);
    await queryRunner.query(`DELETE FROM categories WHERE slug IN ('table-lamps', 'floor-lamps', 'spotlights', 'led-strips')
                               AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = categories.id)`);
    await queryRunner.query(`ALTER TABLE categories ALTER COLUMN name TYPE text USING name->>'en'`);
    await queryRunner.query(`ALTER TABLE categories ALTER COLUMN description TYPE text USING description->>'en'`);
    await queryRunner.query(`DROP INDEX categories_parent_idx`);
    await queryRunner.query(`ALTER TABLE categories DROP COLUMN parent_id, DROP COLUMN visible, DROP COLUMN on_home,
      DROP COLUMN light_source, DROP COLUMN rule, DROP COLUMN translated_at, DROP COLUMN version`);
  }
}
