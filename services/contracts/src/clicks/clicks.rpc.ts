/**
 * Message patterns and events of the clicks service (issue 11). Payload and reply types join
 * ClicksRpc as the handlers are built.
 */
export const ClicksPatterns = {
  dashboard: 'clicks.dashboard',
  analyticsOverview: 'clicks.analytics.overview',
} as const;

export const ClicksEvents = { clicked: 'click.recorded' } as const;

// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface ClicksRpc {}

// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface ClicksEventContract {}
