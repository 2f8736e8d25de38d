import { SEARCH_TERM_MAX_LENGTH } from '@lumina/contracts';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  placeholder: { id: 'header.search.placeholder', defaultMessage: 'Search lighting products...', description: 'Placeholder of the header search box' },
  label: { id: 'header.search.label', defaultMessage: 'Search products', description: 'Accessible name of the header search box' },
  submit: { id: 'header.search.submit', defaultMessage: 'Search', description: 'Accessible name of the header search button' },
});

/**
 * The header search box. Submitting a trimmed, non-empty term opens `/search?q=<term>`; a blank
 * term is ignored (spec §5). On the search page the box shows the current `q`. The form's own
 * action is the same address, for a submission before the server-rendered page is hydrated.
 */
export function SearchBox({ className }: { className?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // The same address in the page's language (the router's basename is its prefix).
  const action = useHref(paths.search());
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const currentQuery = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [term, setTerm] = useState(currentQuery);
  const [syncedQuery, setSyncedQuery] = useState(currentQuery);

  // Follow the address when it changes (back/forward, the search page's own form).
  if (syncedQuery !== currentQuery) {
    setSyncedQuery(currentQuery);
    setTerm(currentQuery);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed.length === 0) return;
    void navigate(paths.search(trimmed));
  };

  return (
    <form role="search" action={action} onSubmit={onSubmit} className={cn('relative', className)}>
      <input
        type="search"
        name="q"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={intl.formatMessage(messages.placeholder)}
        aria-label={intl.formatMessage(messages.label)}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-border bg-muted/50 pr-11 pl-4 text-sm placeholder:text-muted-foreground focus-visible:border-primary focus-visible:bg-background focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
      />
      <button
        type="submit"
        aria-label={intl.formatMessage(messages.submit)}
        className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
