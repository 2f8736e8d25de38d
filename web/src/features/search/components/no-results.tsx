import { SearchX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { searchMessages } from '../lib/search-messages';

/** Spec §8: 'No results found' with its text, and 'Clear Search'. */
export function NoResults({ term, onClearSearch }: { term: string; onClearSearch: () => void }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={<FormattedMessage {...searchMessages.noResultsTitle} />}
      text={<FormattedMessage {...searchMessages.noResultsText} values={{ term }} />}
      action={
        <Button variant="outline" onClick={onClearSearch}>
          <FormattedMessage {...searchMessages.clearSearch} />
        </Button>
      }
      data-testid="search-no-results"
    />
  );
}
