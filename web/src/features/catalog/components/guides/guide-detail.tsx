import { ArrowLeft, BookX, CalendarDays, Clock, UserRound } from 'lucide-react';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { navMessages } from '@/components/layout/nav-messages';
import { Head } from '@/components/seo/head';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/language-provider';
import { useGetGuideQuery } from '../../api/guides-api';
import { isNotFound } from '../../lib/errors';
import { guideHeroImage } from '../../lib/guide-images';
import { NotFoundState } from '../not-found-state';
import { guideMessages } from './guide-messages';
import { isSlug } from '@lumina/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';

const messages = defineMessages({
  notFoundTitle: { id: 'guide.notFound.title', defaultMessage: 'Guide Not Found', description: 'Heading when no guide has the slug' },
  notFoundText: {
    id: 'guide.notFound.text',
    defaultMessage: 'The requested guide could not be found.',
    description: 'Text when no guide has the slug',
  },
  back: { id: 'guide.back', defaultMessage: 'Back to All Guides', description: 'Link from a guide to the guides list' },
});

/** /guides/{slug} (spec §2): breadcrumb, title, author, date, reading time, excerpt, hero image, content. */
export function GuideDetail({ slug }: { slug: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { data: guide, isLoading, isError, error, refetch } = useGetGuideQuery(isSlug(slug) ? { slug, language: language.code } : skipToken);

  const backLink = (
    <Link to={paths.guides} className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      <FormattedMessage {...messages.back} />
    </Link>
  );

  if (isLoading) {
    return (
      <div className="mx-auto min-h-dvh max-w-3xl space-y-6" data-testid="guide-loading">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton radius="2xl" className="aspect-[16/9] w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (isError || !guide) {
    if (!isError || isNotFound(error)) {
      return (
        <NotFoundState
          icon={<BookX />}
          title={messages.notFoundTitle}
          text={messages.notFoundText}
          action={{ to: paths.guides, label: messages.back }}
          data-testid="guide-not-found"
        />
      );
    }
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }

  const image = guideHeroImage(guide);
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <Head title={guide.title} description={guide.description || guide.excerpt || guide.title} />
      <Breadcrumb
        items={[
          { label: intl.formatMessage(navMessages.home), to: paths.home },
          { label: intl.formatMessage(navMessages.guides), to: paths.guides },
          { label: guide.title },
        ]}
      />
      <header className="space-y-4">
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{guide.title}</h1>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground" data-testid="guide-meta">
          {guide.author ? (
            <li className="inline-flex items-center gap-1.5">
              <UserRound className="size-4" aria-hidden="true" />
              <FormattedMessage {...guideMessages.byAuthor} values={{ author: guide.author }} />
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={guide.createdAt}>
              <FormattedDate value={guide.createdAt} year="numeric" month="long" day="numeric" />
            </time>
          </li>
          {guide.readingTime ? (
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              <FormattedMessage {...guideMessages.readingTime} values={{ minutes: guide.readingTime }} />
            </li>
          ) : null}
        </ul>
        {guide.excerpt ? <p className="text-lg leading-relaxed text-foreground/80">{guide.excerpt}</p> : null}
      </header>
      {image ? (
        <img src={image} alt="" width={1200} height={675} fetchPriority="high" className="aspect-[16/9] w-full rounded-2xl object-cover" data-testid="guide-hero-image" />
      ) : null}
      <div
        className="rich-text"
        data-testid="guide-content"
        // Sanitised by the catalog service with an allow-list on write (issue 3 item 3).
        dangerouslySetInnerHTML={{ __html: guide.content }}
      />
      <footer className="border-t border-border pt-6">{backLink}</footer>
    </article>
  );
}
