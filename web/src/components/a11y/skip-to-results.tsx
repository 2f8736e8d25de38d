import type { MouseEvent } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  skip: {
    id: 'search.skipToResults',
    defaultMessage: 'Skip to results',
    description: 'Link before the filter sidebar that moves keyboard focus to the product results',
  },
});

/** The id of the results region a listing marks for SkipToResults. */
export const RESULTS_ID = 'results';

/**
 * A keyboard user's way past the filter sidebar (dozens of options) to the products: hidden until
 * focused, it moves focus to the results region (which carries RESULTS_ID and tabIndex -1).
 */
export function SkipToResults() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const results = document.getElementById(RESULTS_ID);
    if (!results) return;
    // Focus, not the address's hash: the listing's state lives in the address.
    event.preventDefault();
    results.focus();
    results.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      href={`#${RESULTS_ID}`}
      onClick={skip}
      className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:inline-block focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="skip-to-results"
    >
      <FormattedMessage {...messages.skip} />
    </a>
  );
}
