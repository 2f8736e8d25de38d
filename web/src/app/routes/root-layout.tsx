import { lazy, Suspense, useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorState } from '@/components/errors/error-state';
import { Header } from '@/components/layout/header';
import { SupportLink } from '@/components/layout/support-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useCartCount } from '@/features/cart/hooks/use-cart-count';

// The banner shows 1 s after load at the earliest, so its code is fetched after the first render
// and stays out of the first-render JavaScript.
const CookieBanner = lazy(() => import('@/components/layout/cookie-banner').then((module) => ({ default: module.CookieBanner })));
// The footer is below the fold: the server's HTML shows it at once, its code hydrates it just after.
const Footer = lazy(() => import('@/components/layout/footer').then((module) => ({ default: module.Footer })));
// The compare bar reads the browser's compare list (empty on the server): fetched after the first render too.
const CompareBar = lazy(() => import('@/features/catalog/components/compare/compare-bar').then((module) => ({ default: module.CompareBar })));

const messages = defineMessages({
  skip: { id: 'layout.skipToContent', defaultMessage: 'Skip to main content', description: 'Keyboard skip link at the top of every page' },
});

/** A new page starts at the top unless the address points at an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * Marks the document `data-interactive` once the screen is live: hydrated over the server's HTML
 * (its effects run only when its Suspense boundary, the screen's, has hydrated) or rendered. Until
 * then a click on server-rendered markup does nothing; the end-to-end journeys wait for the mark.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

/** At least a screen tall, so the footer starts below the fold and does not jump when the page arrives. */
function PageFallback() {
  return (
    <div className="mx-auto min-h-dvh max-w-7xl space-y-4 px-4 py-12 sm:px-6 lg:px-8">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The shell around every shopper page (spec §1): header, main content, footer, banner, support. */
export function RootLayout() {
  const { count, isLoading } = useCartCount();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <FormattedMessage {...messages.skip} />
      </a>
      <ScrollToTop />
      <Header cartCount={count} cartLoading={isLoading} />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {/* Keyed by path: leaving a broken page clears the error. 'Try Again' reloads, which also
            picks up a newer deploy when a page chunk failed to download. */}
        <ErrorBoundary
          key={pathname}
          fallback={({ error }) => (
            <div className="mx-auto max-w-3xl px-4 py-16">
              <ErrorState detail={error.message} onRetry={() => window.location.reload()} />
            </div>
          )}
        >
          <Suspense fallback={<PageFallback />}>
            <Outlet />
            <MarkInteractive />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <CompareBar />
      </Suspense>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
      <SupportLink />
    </div>
  );
}
