import type { GuideDto } from '@lumina/contracts';
import { ArrowRight, BookOpen, Clock } from 'lucide-react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { guideHeroImage } from '../../lib/guide-images';
import { guideMessages } from './guide-messages';

/** The reading-time badge, or the word 'Guide' when the guide has none (spec §2). */
export function ReadingTimeBadge({ minutes }: { minutes: number | null }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground" data-testid="guide-badge">
      {minutes ? <Clock className="size-3" aria-hidden="true" /> : <BookOpen className="size-3" aria-hidden="true" />}
      {minutes ? <FormattedMessage {...guideMessages.readingTime} values={{ minutes }} /> : <FormattedMessage {...guideMessages.guide} />}
    </span>
  );
}

/** A guide card: badge, title, description or excerpt, date and 'Read Guide'. */
export function GuideCard({ guide }: { guide: GuideDto }) {
  const image = guideHeroImage(guide);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm transition hover:shadow-md" data-testid="guide-card">
      {image ? (
        <div className="aspect-[16/9] overflow-hidden bg-muted">
          <img src={image} alt="" width={640} height={360} loading="lazy" decoding="async" className="size-full object-cover transition duration-300 group-hover:scale-105" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <ReadingTimeBadge minutes={guide.readingTime} />
        </div>
        <h2 className="text-lg leading-snug font-semibold">
          <Link to={paths.guide(guide.slug)} className="hover:text-primary">
            {guide.title}
          </Link>
        </h2>
        {guide.description || guide.excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{guide.description || guide.excerpt}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <time dateTime={guide.createdAt} className="text-muted-foreground">
            <FormattedDate value={guide.createdAt} year="numeric" month="long" day="numeric" />
          </time>
          <Link to={paths.guide(guide.slug)} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            <FormattedMessage {...guideMessages.read} />
            <span className="sr-only">: {guide.title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function GuideCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border" data-testid="guide-card-skeleton">
      <Skeleton radius="none" className="aspect-[16/9]" />
      <div className="space-y-3 p-5">
        <Skeleton radius="full" className="h-5 w-20" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
