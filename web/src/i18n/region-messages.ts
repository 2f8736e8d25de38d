import { defineMessages } from 'react-intl';
import type { Region } from './languages';

export const regionMessages = defineMessages<Region>({
  western: { id: 'region.western', defaultMessage: 'Western Europe', description: 'Language region group: western European languages' },
  nordic: { id: 'region.nordic', defaultMessage: 'Nordic Countries', description: 'Language region group: Nordic languages' },
  eastern: { id: 'region.eastern', defaultMessage: 'Eastern Europe', description: 'Language region group: eastern European languages' },
  baltic: { id: 'region.baltic', defaultMessage: 'Baltic States', description: 'Language region group: Baltic languages' },
  other: { id: 'region.other', defaultMessage: 'Other Regions', description: 'Language region group: Greek, Maltese, Irish' },
});
