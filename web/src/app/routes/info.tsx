import { useLocation } from 'react-router';
import { InfoPageView } from '@/features/info/info-page-view';
import type { InfoPageKey } from '@/features/info/info-pages';
import NotFoundRoute from './not-found';

const PAGE_BY_PATH: Readonly<Record<string, InfoPageKey>> = {
  '/about': 'about',
  '/contact': 'contact',
  '/installation': 'installation',
  '/affiliate-disclosure': 'affiliateDisclosure',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
};

/** The information pages (about, contact, installation, affiliate disclosure, privacy, terms, cookies): one screen. */
export default function InfoRoute() {
  const { pathname } = useLocation();
  const page = PAGE_BY_PATH[pathname.replace(/\/+$/, '') || '/'];
  return page ? <InfoPageView page={page} /> : <NotFoundRoute />;
}
