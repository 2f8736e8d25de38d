import type { CollectionDto } from '@lumina/contracts';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { owned } from './owned-words';

/**
 * The demo collections' names and descriptions in the shopper's language (Lumina's own words, see
 * owned-words.ts). Apart from the category table so that only the collection screens, which are
 * lazy, carry them: not the home page's first render.
 */
const COLLECTION_NAMES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'scandinavian-calm': { id: 'owned.collection.scandinavian-calm.name', defaultMessage: 'Scandinavian Calm', description: 'Name of the collection scandinavian-calm' },
  'brass-and-glass': { id: 'owned.collection.brass-and-glass.name', defaultMessage: 'Brass & Glass', description: 'Name of the collection brass-and-glass' },
  'industrial-loft': { id: 'owned.collection.industrial-loft.name', defaultMessage: 'Industrial Loft', description: 'Name of the collection industrial-loft' },
  'garden-evenings': { id: 'owned.collection.garden-evenings.name', defaultMessage: 'Garden Evenings', description: 'Name of the collection garden-evenings' },
  'smart-home-starter': { id: 'owned.collection.smart-home-starter.name', defaultMessage: 'Smart Home Starter', description: 'Name of the collection smart-home-starter' },
  'kitchen-island-pendants': { id: 'owned.collection.kitchen-island-pendants.name', defaultMessage: 'Kitchen Island Pendants', description: 'Name of the collection kitchen-island-pendants' },
  'bathroom-safe': { id: 'owned.collection.bathroom-safe.name', defaultMessage: 'Bathroom Safe', description: 'Name of the collection bathroom-safe' },
  'energy-savers': { id: 'owned.collection.energy-savers.name', defaultMessage: 'Energy Savers', description: 'Name of the collection energy-savers' },
  'reading-corners': { id: 'owned.collection.reading-corners.name', defaultMessage: 'Reading Corners', description: 'Name of the collection reading-corners' },
  'solar-and-sensor': { id: 'owned.collection.solar-and-sensor.name', defaultMessage: 'Solar & Sensor', description: 'Name of the collection solar-and-sensor' },
});

const COLLECTION_SHORT_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'scandinavian-calm': { id: 'owned.collection.scandinavian-calm.short', defaultMessage: 'Pale finishes, soft light and clean lines from the north.', description: 'One-line description of the collection scandinavian-calm' },
  'brass-and-glass': { id: 'owned.collection.brass-and-glass.short', defaultMessage: 'Warm metal and mouth-blown glass for a timeless glow.', description: 'One-line description of the collection brass-and-glass' },
  'industrial-loft': { id: 'owned.collection.industrial-loft.short', defaultMessage: 'Black steel, cages and exposed bulbs.', description: 'One-line description of the collection industrial-loft' },
  'garden-evenings': { id: 'owned.collection.garden-evenings.short', defaultMessage: 'Weather-proof light for terraces, paths and borders.', description: 'One-line description of the collection garden-evenings' },
  'smart-home-starter': { id: 'owned.collection.smart-home-starter.short', defaultMessage: 'Bulbs, strips and lamps to begin your smart home.', description: 'One-line description of the collection smart-home-starter' },
  'kitchen-island-pendants': { id: 'owned.collection.kitchen-island-pendants.short', defaultMessage: 'Linear and multi-light pendants for islands and long tables.', description: 'One-line description of the collection kitchen-island-pendants' },
  'bathroom-safe': { id: 'owned.collection.bathroom-safe.short', defaultMessage: 'IP44 and above for bathrooms and wet rooms.', description: 'One-line description of the collection bathroom-safe' },
  'energy-savers': { id: 'owned.collection.energy-savers.short', defaultMessage: 'The most efficient bulbs and fittings we list.', description: 'One-line description of the collection energy-savers' },
  'reading-corners': { id: 'owned.collection.reading-corners.short', defaultMessage: 'Dimmable warm light for books and bedsides.', description: 'One-line description of the collection reading-corners' },
  'solar-and-sensor': { id: 'owned.collection.solar-and-sensor.short', defaultMessage: 'Outdoor lights that look after themselves.', description: 'One-line description of the collection solar-and-sensor' },
});

const COLLECTION_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'scandinavian-calm': { id: 'owned.collection.scandinavian-calm.description', defaultMessage: 'White, steel and brass fittings with warm, glare-free light: the Nordic way to make long evenings feel cosy without clutter.', description: 'Description of the collection scandinavian-calm' },
  'brass-and-glass': { id: 'owned.collection.brass-and-glass.description', defaultMessage: 'Pendants, sconces and ceiling lights that pair brushed brass with opal, smoked or ribbed glass. They age beautifully and suit classic and modern rooms alike.', description: 'Description of the collection brass-and-glass' },
  'industrial-loft': { id: 'owned.collection.industrial-loft.description', defaultMessage: 'Cage pendants, spotlight bars and swing-arm lamps in black, bronze and raw steel for lofts, kitchens and workshops.', description: 'Description of the collection industrial-loft' },
  'garden-evenings': { id: 'owned.collection.garden-evenings.description', defaultMessage: 'IP65 and better lanterns, bollards, spots and festoons chosen to make a garden usable long after sunset, all year round.', description: 'Description of the collection garden-evenings' },
  'smart-home-starter': { id: 'owned.collection.smart-home-starter.description', defaultMessage: 'Everything you need to control light by app, voice or schedule, led by our partner Aurelia Smart. Start with a few bulbs and add strips and lamps room by room.', description: 'Description of the collection smart-home-starter' },
  'kitchen-island-pendants': { id: 'owned.collection.kitchen-island-pendants.description', defaultMessage: 'Bright, even task light over worktops and dining tables, in linear bars and rows of shades.', description: 'Description of the collection kitchen-island-pendants' },
  'bathroom-safe': { id: 'owned.collection.bathroom-safe.description', defaultMessage: 'Ceiling and mirror lights rated IP44 or higher, suitable for bathroom zones 1 and 2 when installed by an electrician.', description: 'Description of the collection bathroom-safe' },
  'energy-savers': { id: 'owned.collection.energy-savers.description', defaultMessage: 'Products in EU energy classes A to D: more light per watt, lower bills and less heat.', description: 'Description of the collection energy-savers' },
  'reading-corners': { id: 'owned.collection.reading-corners.description', defaultMessage: 'Swing-arm lamps, wall lights and smart table lamps with warm, dimmable light that is easy on the eyes late at night.', description: 'Description of the collection reading-corners' },
  'solar-and-sensor': { id: 'owned.collection.solar-and-sensor.description', defaultMessage: 'Solar-powered and motion-sensing outdoor lights: no wiring for the solar ones, no wasted hours for the sensor ones.', description: 'Description of the collection solar-and-sensor' },
});

export interface OwnedCollectionWords {
  name(collection: Pick<CollectionDto, 'slug' | 'name'>): string;
  shortDescription(collection: Pick<CollectionDto, 'slug' | 'shortDescription'>): string;
  description(collection: Pick<CollectionDto, 'slug' | 'description'>): string;
}

export function useOwnedCollectionWords(): OwnedCollectionWords {
  const intl = useIntl();
  return {
    name: (collection) => owned(intl, COLLECTION_NAMES, collection.slug, collection.name),
    shortDescription: (collection) => owned(intl, COLLECTION_SHORT_DESCRIPTIONS, collection.slug, collection.shortDescription ?? ''),
    description: (collection) => owned(intl, COLLECTION_DESCRIPTIONS, collection.slug, collection.description ?? ''),
  };
}
