import { defineMessages } from 'react-intl';

export const guideMessages = defineMessages({
  readingTime: { id: 'guides.readingTime', defaultMessage: '{minutes} min read', description: 'Reading-time badge of a guide, e.g. 8 min read' },
  guide: { id: 'guides.badge', defaultMessage: 'Guide', description: 'Badge of a guide without a reading time' },
  read: { id: 'guides.read', defaultMessage: 'Read Guide', description: 'Link from a guide card to the guide' },
  byAuthor: { id: 'guides.byAuthor', defaultMessage: 'By {author}', description: 'Author line of a guide' },
});
