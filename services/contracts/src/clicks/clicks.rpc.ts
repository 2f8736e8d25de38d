import type {
  AnalyticsOverviewPayload,
  ClickAnalyticsReply,
  ClickCountsEvent,
  ClickDashboardReply,
  ClickedEvent,
} from './click.schemas';

/**
 * Message patterns and events of the clicks service (issue 11). The BFF records a click as the
 * durable `click.recorded` event (the redirect never waits on a database write); the clicks
 * service answers the dashboard and analytics figures and tells catalog the click counts.
 */
export const ClicksPatterns = {
  dashboard: 'clicks.dashboard',
  analyticsOverview: 'clicks.analytics.overview',
} as const;

export const ClicksEvents = {
  clicked: 'click.recorded',
  /** All-time counted clicks of the products whose count changed; sent at most once a minute. */
  counts: 'click.counts',
} as const;

export interface ClicksRpc {
  [ClicksPatterns.dashboard]: { payload: Record<string, never>; reply: ClickDashboardReply };
  [ClicksPatterns.analyticsOverview]: { payload: AnalyticsOverviewPayload; reply: ClickAnalyticsReply };
}

export interface ClicksEventContract {
  [ClicksEvents.clicked]: ClickedEvent;
  [ClicksEvents.counts]: ClickCountsEvent;
}
