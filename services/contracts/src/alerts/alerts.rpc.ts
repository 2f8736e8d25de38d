import type {
  AlertConfirmPayload,
  AlertDataExport,
  AlertLinkReply,
  AlertManageLinkPayload,
  AlertRemovePayload,
  AlertsAdminCounts,
  AlertSignUpPayload,
  AlertSignUpReply,
  AlertTokenPayload,
  AlertUpdatePayload,
  MyAlertsDto,
} from './alert.schemas';

/** Message patterns of the alerts service (issue 27). Tokens are the ones from e-mailed links. */
export const AlertsPatterns = {
  signUp: 'alerts.signUp',
  confirm: 'alerts.confirm',
  /** What the GET unsubscribe page shows before the shopper confirms. */
  unsubscribePreview: 'alerts.unsubscribe.preview',
  unsubscribe: 'alerts.unsubscribe',
  requestManageLink: 'alerts.manage.requestLink',
  list: 'alerts.manage.list',
  update: 'alerts.manage.update',
  remove: 'alerts.manage.remove',
  exportData: 'alerts.manage.export',
  eraseData: 'alerts.manage.erase',
  adminCounts: 'alerts.admin.counts',
} as const;

export interface AlertsRpc {
  [AlertsPatterns.signUp]: { payload: AlertSignUpPayload; reply: AlertSignUpReply };
  [AlertsPatterns.confirm]: { payload: AlertConfirmPayload; reply: AlertLinkReply };
  [AlertsPatterns.unsubscribePreview]: { payload: AlertTokenPayload; reply: AlertLinkReply };
  [AlertsPatterns.unsubscribe]: { payload: AlertTokenPayload; reply: AlertLinkReply };
  [AlertsPatterns.requestManageLink]: { payload: AlertManageLinkPayload; reply: { accepted: true } };
  [AlertsPatterns.list]: { payload: AlertTokenPayload; reply: MyAlertsDto };
  [AlertsPatterns.update]: { payload: AlertUpdatePayload; reply: MyAlertsDto };
  [AlertsPatterns.remove]: { payload: AlertRemovePayload; reply: MyAlertsDto };
  [AlertsPatterns.exportData]: { payload: AlertTokenPayload; reply: AlertDataExport };
  [AlertsPatterns.eraseData]: { payload: AlertTokenPayload; reply: { erased: true } };
  [AlertsPatterns.adminCounts]: { payload: Record<string, never>; reply: AlertsAdminCounts };
}
