import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { INFO_PAGES, type InfoPageKey } from './info-pages';

/** Related pages linked under each information page, so a reader can move between them. */
const RELATED: Array<{ key: InfoPageKey; to: string }> = [
  { key: 'about', to: paths.about },
  { key: 'contact', to: paths.contact },
  { key: 'installation', to: paths.installation },
  { key: 'affiliateDisclosure', to: paths.affiliateDisclosure },
  { key: 'privacy', to: paths.privacy },
  { key: 'terms', to: paths.terms },
  { key: 'cookies', to: paths.cookies },
];

/** One information page: heading, lead and its paragraphs, in the shopper's language. */
export function InfoPageView({ page }: { page: InfoPageKey }) {
  const intl = useIntl();
  const { title, lead, paragraphs } = INFO_PAGES[page];
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8" aria-labelledby="info-title" data-testid={`info-${page}`}>
      <Head title={intl.formatMessage(title)} description={intl.formatMessage(lead)} />
      <h1 id="info-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        <FormattedMessage {...title} />
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        <FormattedMessage {...lead} />
      </p>
      <div className="mt-8 space-y-5 leading-relaxed">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.id}>
            <FormattedMessage {...paragraph} />
          </p>
        ))}
      </div>
      <nav className="mt-12 border-t border-border pt-6" aria-label={intl.formatMessage(title)}>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {RELATED.filter((link) => link.key !== page).map((link) => (
            <li key={link.key}>
              <Link to={link.to} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                <FormattedMessage {...INFO_PAGES[link.key].title} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
