import type { CategoryDto } from '@lumina/contracts';
import { createIntl, defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * Words Lumina owns (not merchants): category names and descriptions and product badges, in the
 * shopper's language. A text is translated only while it is still the catalogue's own English (the
 * seed's); a name an admin has changed shows as written.
 */
const CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'ceiling-lights': { id: 'owned.category.ceiling-lights.name', defaultMessage: 'Ceiling Lights', description: 'Name of the category ceiling-lights' },
  'pendant-lights': { id: 'owned.category.pendant-lights.name', defaultMessage: 'Pendant Lights', description: 'Name of the category pendant-lights' },
  'wall-sconces': { id: 'owned.category.wall-sconces.name', defaultMessage: 'Wall Sconces', description: 'Name of the category wall-sconces' },
  'outdoor-lighting': { id: 'owned.category.outdoor-lighting.name', defaultMessage: 'Outdoor Lighting', description: 'Name of the category outdoor-lighting' },
  'smart-lighting': { id: 'owned.category.smart-lighting.name', defaultMessage: 'Smart Lighting', description: 'Name of the category smart-lighting' },
  'led-bulbs': { id: 'owned.category.led-bulbs.name', defaultMessage: 'LED Bulbs', description: 'Name of the category led-bulbs' },
  'indoor': { id: 'owned.category.indoor.name', defaultMessage: 'Indoor Lighting', description: 'Name of the category indoor' },
  'outdoor': { id: 'owned.category.outdoor.name', defaultMessage: 'Outdoor', description: 'Name of the category outdoor' },
  'smart': { id: 'owned.category.smart.name', defaultMessage: 'Smart Home', description: 'Name of the category smart' },
});

const CATEGORY_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'ceiling-lights': { id: 'owned.category.ceiling-lights.description', defaultMessage: 'Flush, semi-flush and statement ceiling fittings that light a whole room evenly.', description: 'Description of the category ceiling-lights' },
  'pendant-lights': { id: 'owned.category.pendant-lights.description', defaultMessage: 'Hanging pendants for kitchen islands, dining tables and stairwells, from minimal to sculptural.', description: 'Description of the category pendant-lights' },
  'wall-sconces': { id: 'owned.category.wall-sconces.description', defaultMessage: 'Wall lights for corridors, bedsides and living rooms, with up-light, down-light and swing arms.', description: 'Description of the category wall-sconces' },
  'outdoor-lighting': { id: 'owned.category.outdoor-lighting.description', defaultMessage: 'Weather-proof IP44 to IP68 lights for gardens, facades, paths and terraces.', description: 'Description of the category outdoor-lighting' },
  'smart-lighting': { id: 'owned.category.smart-lighting.description', defaultMessage: 'App and voice controlled bulbs, strips and fittings with scenes, schedules and colour.', description: 'Description of the category smart-lighting' },
  'led-bulbs': { id: 'owned.category.led-bulbs.description', defaultMessage: 'Energy-saving LED bulbs in E27, E14, GU10, G9 and more, warm to daylight white.', description: 'Description of the category led-bulbs' },
  'indoor': { id: 'owned.category.indoor.description', defaultMessage: 'Everything for living rooms, kitchens, bedrooms and bathrooms: ceiling, pendant, wall lights and bulbs.', description: 'Description of the category indoor' },
  'outdoor': { id: 'owned.category.outdoor.description', defaultMessage: 'Garden, path, facade and terrace lights built for European weather, with solar and sensor options.', description: 'Description of the category outdoor' },
  'smart': { id: 'owned.category.smart.description', defaultMessage: 'Lights you control by app, voice or schedule: smart bulbs, strips and connected fittings.', description: 'Description of the category smart' },
});

const BADGES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  New: { id: 'owned.badge.new', defaultMessage: 'New', description: 'Product badge: new in the catalogue' },
  Bestseller: { id: 'owned.badge.bestseller', defaultMessage: 'Bestseller', description: 'Product badge: sells a lot' },
  'Eco Choice': { id: 'owned.badge.ecoChoice', defaultMessage: 'Eco Choice', description: 'Product badge: energy-efficient choice' },
  'Designer Pick': { id: 'owned.badge.designerPick', defaultMessage: 'Designer Pick', description: 'Product badge: chosen by designers' },
  'Limited Edition': { id: 'owned.badge.limitedEdition', defaultMessage: 'Limited Edition', description: 'Product badge: limited edition' },
});

const STATUSES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  paid: { id: 'owned.status.paid', defaultMessage: 'paid', description: 'Payment status of an order: paid' },
  confirmed: { id: 'owned.status.confirmed', defaultMessage: 'confirmed', description: 'Order status: confirmed' },
});

let english: IntlShape | undefined;

/**
 * A message's English text. Formatted, not read from `defaultMessage`: the production build
 * compiles that to an ICU syntax tree (vite.config.ts), so comparing it with a string never matched
 * and every owned word stayed English there.
 */
function inEnglish(message: MessageDescriptor): string {
  english ??= createIntl({ locale: 'en', messages: {}, onError: () => undefined });
  return english.formatMessage(message);
}

/** The table's text for `key` when `text` is still its English original, else `text` as written. */
export function owned(intl: IntlShape, table: Readonly<Record<string, MessageDescriptor>>, key: string, text: string): string {
  const message = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
  return message && inEnglish(message) === text ? intl.formatMessage(message) : text;
}

export interface OwnedWords {
  categoryName(category: Pick<CategoryDto, 'slug' | 'name'>): string;
  categoryDescription(category: Pick<CategoryDto, 'slug' | 'description'>): string;
  badge(name: string): string;
  status(status: string): string;
}

/** Lumina's own words in the shopper's language. */
export function useOwnedWords(): OwnedWords {
  const intl = useIntl();
  return {
    categoryName: (category) => owned(intl, CATEGORY_NAMES, category.slug, category.name),
    categoryDescription: (category) => owned(intl, CATEGORY_DESCRIPTIONS, category.slug, category.description ?? ''),
    badge: (name) => owned(intl, BADGES, name, name),
    status: (status) => owned(intl, STATUSES, status, status),
  };
}
