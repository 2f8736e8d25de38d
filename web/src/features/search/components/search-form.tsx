import { SEARCH_TERM_MAX_LENGTH } from '@lumina/contracts';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { searchMessages } from '../lib/search-messages';

interface SearchFormProps {
  /** The term in the address; the box shows it and follows it when it changes. */
  term: string;
  /** A new trimmed, non-empty term; `submitted` when the shopper pressed Search or Enter. */
  onSearch: (term: string, submitted: boolean) => void;
  autoFocus?: boolean;
}

/**
 * The search page's form (spec §4, §5): typing updates the address after a 500 ms pause,
 * submitting a trimmed non-empty term does so at once, and an empty or blank term is ignored.
 */
export function SearchForm({ term, onSearch, autoFocus = false }: SearchFormProps) {
  const intl = useIntl();
  const [value, setValue] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  if (shownTerm !== term) {
    setShownTerm(term);
    setValue(term);
  }

  const searchTyped = useDebouncedCallback((typed: string) => {
    const trimmed = typed.trim();
    if (trimmed.length > 0 && trimmed !== term) onSearch(trimmed, false);
  }, SEARCH_DEBOUNCE_MS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchTyped.cancel();
    const trimmed = value.trim();
    if (trimmed.length > 0) onSearch(trimmed, true);
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex w-full max-w-2xl gap-2" data-testid="search-form">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          name="q"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            searchTyped(event.target.value);
          }}
          placeholder={intl.formatMessage(searchMessages.placeholder)}
          aria-label={intl.formatMessage(searchMessages.label)}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          // The search page exists to type into: without a term, the intro focuses the box.
          autoFocus={autoFocus}
          className="h-11 w-full rounded-md border border-border bg-background pr-3 pl-9 text-base focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
        />
      </div>
      <Button type="submit" size="lg">
        {intl.formatMessage(searchMessages.submit)}
      </Button>
    </form>
  );
}
