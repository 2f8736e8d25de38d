import { AnalyticsScreen } from '@/features/admin/analytics/analytics-screen';

/** Analytics (/admin/analytics): its chart library comes with this chunk only. */
export default function AdminAnalyticsRoute() {
  return <AnalyticsScreen />;
}
