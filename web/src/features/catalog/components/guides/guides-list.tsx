import { BookOpen, Mail } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { Head } from '@/components/seo/head';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/language-provider';
import { useGetGuidesQuery } from '../../api/guides-api';
import { GuideCard, GuideCardSkeleton } from './guide-card';

const messages = defineMessages({
  title: { id: 'guides.title', defaultMessage: 'Lighting Guides', description: 'Heading and title of the guides page' },
  intro: {
    id: 'guides.intro',
    defaultMessage: 'Expert advice on choosing, installing and enjoying the right light for every room, garden and smart home.',
    description: 'Intro text of the guides page; also its meta description',
  },
  emptyTitle: { id: 'guides.empty.title', defaultMessage: 'No Guides Available', description: 'Empty state of the guides page' },
  emptyText: {
    id: 'guides.empty.text',
    defaultMessage: 'Lighting guides will appear here as they become available.',
    description: 'Text of the empty guides state',
  },
  ctaTitle: { id: 'guides.cta.title', defaultMessage: 'Get new guides in your inbox', description: 'Heading of the newsletter call to action on the guides page' },
  ctaText: {
    id: 'guides.cta.text',
    defaultMessage: 'Subscribe to our newsletter for lighting tips, new guides and exclusive offers.',
    description: 'Text of the newsletter call to action on the guides page',
  },
  ctaButton: { id: 'guides.cta.button', defaultMessage: 'Subscribe to Newsletter', description: 'Link from the guides page to the newsletter form' },
});

const SKELETONS = 6;

/** /guides (spec §2): the guides of the current language, the empty state and a newsletter call to action. */
export function GuidesList() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data: guides, isLoading, isError, error, refetch } = useGetGuidesQuery(language.code);

  let content;
  if (isLoading) {
    content = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index}>
            <GuideCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (isError) {
    content = <ApiErrorState error={error} onRetry={() => void refetch()} />;
  } else if (!guides || guides.length === 0) {
    content = (
      <EmptyState
        icon={<BookOpen />}
        title={<FormattedMessage {...messages.emptyTitle} />}
        text={<FormattedMessage {...messages.emptyText} />}
        data-testid="guides-empty"
      />
    );
  } else {
    content = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-12">
      <Head title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.intro)} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <FormattedMessage {...messages.title} />
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          <FormattedMessage {...messages.intro} />
        </p>
      </header>
      {content}
      <aside className="flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-secondary to-muted p-8 text-center" data-testid="guides-newsletter-cta">
        <Mail className="size-8 text-primary" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">
          <FormattedMessage {...messages.ctaTitle} />
        </h2>
        <p className="max-w-xl text-muted-foreground">
          <FormattedMessage {...messages.ctaText} />
        </p>
        <Link to={paths.newsletter} className={buttonVariants({ size: 'lg' })}>
          <FormattedMessage {...messages.ctaButton} />
        </Link>
      </aside>
    </div>
  );
}
