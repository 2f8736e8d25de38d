import type { Finish, ProductFeature } from '@lumina/contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The catalogue's fixed vocabularies (contracts' FINISHES and PRODUCT_FEATURES) in the shopper's
 * language: the filter sidebar's options and the values of a product's specifications.
 */
export const finishMessages: Record<Finish, MessageDescriptor> = defineMessages({
  black: { id: 'filters.finish.black', defaultMessage: 'Black', description: 'Finish: filter option and specification value' },
  white: { id: 'filters.finish.white', defaultMessage: 'White', description: 'Finish: filter option and specification value' },
  brass: { id: 'filters.finish.brass', defaultMessage: 'Brass', description: 'Finish: filter option and specification value' },
  chrome: { id: 'filters.finish.chrome', defaultMessage: 'Chrome', description: 'Finish: filter option and specification value' },
  bronze: { id: 'filters.finish.bronze', defaultMessage: 'Bronze', description: 'Finish: filter option and specification value' },
  copper: { id: 'filters.finish.copper', defaultMessage: 'Copper', description: 'Finish: filter option and specification value' },
  steel: { id: 'filters.finish.steel', defaultMessage: 'Steel', description: 'Finish: filter option and specification value' },
});

export const featureMessages: Record<ProductFeature, MessageDescriptor> = defineMessages({
  dimmable: {
    id: 'filters.feature.dimmable',
    defaultMessage: 'Dimmable',
    description: 'Feature: filter option and specification value',
  },
  smart: {
    id: 'filters.feature.smart',
    defaultMessage: 'Smart',
    description: 'Feature (filter option and specification value): app or voice controlled',
  },
  'motion-sensor': {
    id: 'filters.feature.motionSensor',
    defaultMessage: 'Motion Sensor',
    description: 'Feature: filter option and specification value',
  },
  solar: {
    id: 'filters.feature.solar',
    defaultMessage: 'Solar',
    description: 'Feature (filter option and specification value): solar powered',
  },
  rgb: {
    id: 'filters.feature.rgb',
    defaultMessage: 'RGB',
    description: 'Feature (filter option and specification value): colour changing',
  },
});
