import type { AlertDataExport, AlertLinkReply, AlertSignUpBody, AlertSignUpReply, MyAlertsDto } from '@lumina/contracts';
import { api } from '@/lib/api';

/** Alerts (issue 27): sign-up on the product page, and the pages the mailed links open. */
export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUpForAlert: build.mutation<AlertSignUpReply, AlertSignUpBody>({
      query: (body) => ({ url: 'alerts', method: 'POST', body }),
    }),
    requestManageLink: build.mutation<{ accepted: true }, { email: string; language: string }>({
      query: (body) => ({ url: 'alerts/manage-link', method: 'POST', body }),
    }),
    confirmAlert: build.mutation<AlertLinkReply, string>({
      query: (token) => ({ url: `alerts/confirm/${encodeURIComponent(token)}`, method: 'POST' }),
    }),
    getUnsubscribeAlert: build.query<AlertLinkReply, string>({
      query: (token) => `alerts/unsubscribe/${encodeURIComponent(token)}/alert`,
    }),
    unsubscribeAlert: build.mutation<AlertLinkReply, string>({
      query: (token) => ({ url: `alerts/unsubscribe/${encodeURIComponent(token)}`, method: 'POST' }),
    }),
    getMyAlerts: build.query<MyAlertsDto, string>({
      query: (token) => `alerts/manage/${encodeURIComponent(token)}`,
    }),
    updateAlertTarget: build.mutation<MyAlertsDto, { token: string; alertId: string; targetPrice: string }>({
      query: ({ token, alertId, targetPrice }) => ({ url: `alerts/manage/${encodeURIComponent(token)}/${alertId}`, method: 'PUT', body: { targetPrice } }),
    }),
    removeAlerts: build.mutation<MyAlertsDto, { token: string; alertId?: string }>({
      query: ({ token, alertId }) => ({ url: `alerts/manage/${encodeURIComponent(token)}${alertId ? `/${alertId}` : ''}`, method: 'DELETE' }),
    }),
    exportAlertData: build.mutation<AlertDataExport, string>({
      query: (token) => ({ url: `alerts/manage/${encodeURIComponent(token)}/data`, method: 'GET' }),
    }),
    eraseAlertData: build.mutation<{ erased: true }, string>({
      query: (token) => ({ url: `alerts/manage/${encodeURIComponent(token)}/data`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useSignUpForAlertMutation,
  useRequestManageLinkMutation,
  useConfirmAlertMutation,
  useGetUnsubscribeAlertQuery,
  useUnsubscribeAlertMutation,
  useGetMyAlertsQuery,
  useUpdateAlertTargetMutation,
  useRemoveAlertsMutation,
  useExportAlertDataMutation,
  useEraseAlertDataMutation,
} = alertsApi;
