import { seedUuid } from './seed-ids';

/**
 * The six categories of the footer (product types), in the order the home page shows them, then
 * the header's three groupings. Every product has one product type and is also listed under
 * indoor, outdoor or smart (products.listing_ids).
 */
export const DEMO_CATEGORIES = [
  {
    slug: 'ceiling-lights',
    name: 'Ceiling Lights',
    emoji: '💡',
    description: 'Flush, semi-flush and statement ceiling fittings that light a whole room evenly.',
  },
  {
    slug: 'pendant-lights',
    name: 'Pendant Lights',
    emoji: '🪔',
    description:
      'Hanging pendants for kitchen islands, dining tables and stairwells, from minimal to sculptural.',
  },
  {
    slug: 'wall-sconces',
    name: 'Wall Sconces',
    emoji: '🕯️',
    description:
      'Wall lights for corridors, bedsides and living rooms, with up-light, down-light and swing arms.',
  },
  {
    slug: 'outdoor-lighting',
    name: 'Outdoor Lighting',
    emoji: '🌙',
    description: 'Weather-proof IP44 to IP68 lights for gardens, facades, paths and terraces.',
  },
  {
    slug: 'smart-lighting',
    name: 'Smart Lighting',
    emoji: '📱',
    description: 'App and voice controlled bulbs, strips and fittings with scenes, schedules and colour.',
  },
  {
    slug: 'led-bulbs',
    name: 'LED Bulbs',
    emoji: '🔆',
    description: 'Energy-saving LED bulbs in E27, E14, GU10, G9 and more, warm to daylight white.',
  },
  {
    slug: 'indoor',
    name: 'Indoor Lighting',
    emoji: '🛋️',
    description:
      'Everything for living rooms, kitchens, bedrooms and bathrooms: ceiling, pendant, wall lights and bulbs.',
  },
  {
    slug: 'outdoor',
    name: 'Outdoor',
    emoji: '🌳',
    description:
      'Garden, path, facade and terrace lights built for European weather, with solar and sensor options.',
  },
  {
    slug: 'smart',
    name: 'Smart Home',
    emoji: '🏠',
    description: 'Lights you control by app, voice or schedule: smart bulbs, strips and connected fittings.',
  },
].map((category, index) => ({
  ...category,
  id: seedUuid('category', category.slug),
  imageUrl: `/images/categories/${category.slug}.svg`,
  sortOrder: index,
}));
