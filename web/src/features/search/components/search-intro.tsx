import { Home, Sun, Wifi } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { navMessages } from '@/components/layout/nav-messages';
import { paths } from '@/config/paths';
import { searchMessages } from '../lib/search-messages';

const TILES: { slug: string; icon: ReactNode; name: MessageDescriptor; text: MessageDescriptor }[] = [
  { slug: 'indoor', icon: <Home />, name: navMessages.indoor, text: searchMessages.indoorText },
  { slug: 'outdoor', icon: <Sun />, name: navMessages.outdoor, text: searchMessages.outdoorText },
  { slug: 'smart', icon: <Wifi />, name: navMessages.smart, text: searchMessages.smartText },
];

/** The search page without a term (spec §2): the form above three tiles, indoor, outdoor and smart. */
export function SearchIntro({ form }: { form: ReactNode }) {
  return (
    <div
      className="mx-auto flex max-w-3xl flex-col items-center gap-6 py-10 text-center"
      data-testid="search-intro"
    >
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
        <FormattedMessage {...searchMessages.introTitle} />
      </h1>
      <p className="max-w-prose text-muted-foreground">
        <FormattedMessage {...searchMessages.introText} />
      </p>
      {form}
      <ul className="grid w-full gap-4 pt-4 sm:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.slug}>
            <Link
              to={paths.category(tile.slug)}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-border p-6 transition-colors hover:border-primary hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-6"
                aria-hidden="true"
              >
                {tile.icon}
              </span>
              <span className="font-semibold">
                <FormattedMessage {...tile.name} />
              </span>
              <span className="text-sm text-muted-foreground">
                <FormattedMessage {...tile.text} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
