import { defineMessages } from 'react-intl';

/** The search screen's texts (spec §2 Search, §8 'No results found'). */
export const searchMessages = defineMessages({
  title: {
    id: 'search.meta.title',
    defaultMessage: 'Search',
    description: 'Document title of the search page without a term',
  },
  titleWithTerm: {
    id: 'search.meta.titleWithTerm',
    defaultMessage: 'Search results for “{term}”',
    description: 'Document title of the search page with a term',
  },
  description: {
    id: 'search.meta.description',
    defaultMessage:
      'Search indoor, outdoor and smart lighting from trusted European merchants by name, brand, bulb type and more.',
    description: 'Meta description of the search page',
  },
  heading: {
    id: 'search.heading',
    defaultMessage: 'Search results',
    description: 'Visible heading of the search page with a term',
  },
  label: {
    id: 'search.form.label',
    defaultMessage: 'Search products',
    description: 'Accessible name of the search page input',
  },
  placeholder: {
    id: 'search.form.placeholder',
    defaultMessage: 'Search lamps, brands, bulbs…',
    description: 'Placeholder of the search page input',
  },
  submit: { id: 'search.form.submit', defaultMessage: 'Search', description: 'Search page submit button' },
  termCut: {
    id: 'search.termCut',
    defaultMessage: 'Your search was shortened to its first {max} characters.',
    description: 'Notice when the search term in the address was longer than the search accepts',
  },
  countFiltered: {
    id: 'search.countFiltered',
    defaultMessage: '{count, plural, one {# product} other {# products}} match your filters',
    description: 'Number of products listed by filters alone (a search address without a term)',
  },
  count: {
    id: 'search.count',
    defaultMessage: '{count, plural, one {# result} other {# results}} for “{term}”',
    description: 'Number of search results and the term, e.g. 42 results for “pendant”',
  },
  introTitle: {
    id: 'search.intro.title',
    defaultMessage: 'Find the perfect light',
    description: 'Heading of the search page without a term',
  },
  introText: {
    id: 'search.intro.text',
    defaultMessage:
      'Search thousands of lamps, bulbs and fittings from trusted European merchants, or start from a category.',
    description: 'Text of the search page without a term',
  },
  indoorText: {
    id: 'search.intro.indoor',
    defaultMessage: 'Ceiling, pendant and wall lights for every room',
    description: 'Search intro tile text for indoor lighting',
  },
  outdoorText: {
    id: 'search.intro.outdoor',
    defaultMessage: 'Weather-proof lights for gardens, paths and facades',
    description: 'Search intro tile text for outdoor lighting',
  },
  smartText: {
    id: 'search.intro.smart',
    defaultMessage: 'Bulbs and fittings you control by app or voice',
    description: 'Search intro tile text for smart lighting',
  },
  noResultsTitle: {
    id: 'search.noResults.title',
    defaultMessage: 'No results found',
    description: 'Empty state of a search without results',
  },
  noResultsText: {
    id: 'search.noResults.text',
    defaultMessage:
      'We couldn’t find any products matching “{term}”. Try adjusting your search terms or filters.',
    description: 'Text of the empty search state',
  },
  clearSearch: {
    id: 'search.clear',
    defaultMessage: 'Clear Search',
    description: 'Button that clears the search term and filters',
  },
});
