import { TriangleAlert } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const errorMessages = defineMessages({
  title: { id: 'error.title', defaultMessage: 'Something went wrong', description: 'Heading of a generic error state' },
  retry: { id: 'error.retry', defaultMessage: 'Try Again', description: 'Button that retries a failed load' },
  noData: { id: 'error.noData', defaultMessage: 'No data available', description: 'Shown when a list loaded but has nothing in it' },
});

interface ErrorStateProps {
  /** A detail under the heading (a thrown render error's message; ApiErrorState for a failed call). */
  detail?: string;
  onRetry?: () => void;
  className?: string;
}

/** The general error state (spec §8): 'Something went wrong' with a 'Try Again' button. */
export function ErrorState({ detail, onRetry, className }: ErrorStateProps) {
  const text = detail;
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 rounded-lg border border-border bg-muted/40 p-8 text-center', className)}>
      <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">
        <FormattedMessage {...errorMessages.title} />
      </h2>
      {text ? <p className="max-w-prose text-sm break-words text-muted-foreground">{text}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          <FormattedMessage {...errorMessages.retry} />
        </Button>
      ) : null}
    </div>
  );
}
