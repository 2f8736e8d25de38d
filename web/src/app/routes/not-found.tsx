import { Lightbulb } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page Not Found', description: 'Heading and document title of the 404 page' },
  text: {
    id: 'notFound.text',
    defaultMessage: "The page you are looking for doesn't exist or has been moved.",
    description: 'Explanation on the 404 page',
  },
  home: { id: 'notFound.home', defaultMessage: 'Return Home', description: 'Link from the 404 page to the home page' },
  search: { id: 'notFound.search', defaultMessage: 'Search Products', description: 'Link from the 404 page to search' },
});

/** Any path without a screen (spec §2). */
export default function NotFoundRoute() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" aria-labelledby="not-found-title">
      <Head title={title} description={intl.formatMessage(messages.text)} status={404} />
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary">
        <Lightbulb className="size-8 text-muted-foreground" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 id="not-found-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">
        <FormattedMessage {...messages.text} />
      </p>
      <div className="flex gap-3">
        <Button asChild>
          <Link to={paths.home}>
            <FormattedMessage {...messages.home} />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.search()}>
            <FormattedMessage {...messages.search} />
          </Link>
        </Button>
      </div>
    </section>
  );
}
