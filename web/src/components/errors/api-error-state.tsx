import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from './error-state';

/**
 * The error state of a failed API call: its code's text in the shopper's language
 * (i18n/error-messages.ts), never a raw body. The table is fetched only when an error shows, so it
 * stays out of every page's first-render JavaScript.
 */
export function ApiErrorState({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  const intl = useIntl();
  const [detail, setDetail] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void import('@/i18n/error-messages').then(({ describeError }) => {
      if (live) setDetail(describeError(intl, error));
    });
    return () => {
      live = false;
    };
  }, [intl, error]);
  return <ErrorState detail={detail} onRetry={onRetry} className={className} />;
}
