import { defineMessages } from 'react-intl';

export const alertsMessages = defineMessages({
  notifyHeading: { id: 'alerts.notify.heading', defaultMessage: 'Notify me', description: 'Heading of the price / stock alert form on the product page' },
  notifyIntro: {
    id: 'alerts.notify.intro',
    defaultMessage: 'Too expensive today? We e-mail you once when the price falls to your target, or when it is back in stock.',
    description: 'Text of the alert form',
  },
  kindPrice: { id: 'alerts.notify.kind.price', defaultMessage: 'At a target price', description: 'Alert kind option: price' },
  kindStock: { id: 'alerts.notify.kind.stock', defaultMessage: 'When back in stock', description: 'Alert kind option: back in stock' },
  targetLabel: { id: 'alerts.notify.target', defaultMessage: 'Target price ({currency})', description: 'Label of the target price field' },
  targetHint: { id: 'alerts.notify.targetHint', defaultMessage: 'Leave empty for 10 % below today’s lowest price.', description: 'Hint under the target price field' },
  emailLabel: { id: 'alerts.notify.email', defaultMessage: 'E-mail address', description: 'Label of the alert e-mail field' },
  consent: {
    id: 'alerts.notify.consent',
    defaultMessage:
      'We send you one e-mail to confirm, then only the alerts you asked for (at most 5 a day). Every alert has a one-click unsubscribe; you can delete your data at any time.',
    description: 'Consent text of the alert form (its version is logged with the sign-up)',
  },
  submit: { id: 'alerts.notify.submit', defaultMessage: 'Notify me', description: 'Submit button of the alert form' },
  sending: { id: 'alerts.notify.sending', defaultMessage: 'Sending…', description: 'Alert form while submitting' },
  sent: {
    id: 'alerts.notify.sent',
    defaultMessage: 'Almost done: we sent a confirmation e-mail to {email}. Your alert starts once you click the link in it.',
    description: 'Notice after signing up for an alert',
  },
  recent: {
    id: 'alerts.notify.recent',
    defaultMessage: 'We sent you a confirmation e-mail a few minutes ago: please use the link in it.',
    description: 'Notice when a confirmation was sent less than 10 minutes ago',
  },
  active: { id: 'alerts.notify.active', defaultMessage: 'You already have this alert; its target is updated.', description: 'Notice when the alert already exists' },
  manageLink: { id: 'alerts.notify.manageLink', defaultMessage: 'E-mail me a link to my alerts', description: 'Button asking for the My alerts link' },
  manageLinkSent: {
    id: 'alerts.notify.manageLinkSent',
    defaultMessage: 'If this address has alerts, a link to them is on its way.',
    description: 'Notice after asking for the My alerts link',
  },
  confirmTitle: { id: 'alerts.confirm.title', defaultMessage: 'Confirm your alert', description: 'Title of the confirmation page' },
  confirming: { id: 'alerts.confirm.confirming', defaultMessage: 'Confirming your alert…', description: 'Confirmation page while confirming' },
  confirmed: { id: 'alerts.confirm.done', defaultMessage: 'Your alert for {product} is on.', description: 'Confirmation page once confirmed' },
  unsubscribeTitle: { id: 'alerts.unsubscribe.title', defaultMessage: 'Unsubscribe', description: 'Title of the unsubscribe page' },
  unsubscribeQuestion: { id: 'alerts.unsubscribe.question', defaultMessage: 'Stop the alert for {product}?', description: 'Unsubscribe page question' },
  unsubscribeButton: { id: 'alerts.unsubscribe.button', defaultMessage: 'Unsubscribe', description: 'Unsubscribe button' },
  unsubscribed: { id: 'alerts.unsubscribe.done', defaultMessage: 'Done: you will get no more mail for {product}.', description: 'Unsubscribe page once done' },
  myAlerts: { id: 'alerts.manage.title', defaultMessage: 'My alerts', description: 'Title of the My alerts page and its links' },
  myAlertsFor: { id: 'alerts.manage.for', defaultMessage: 'Alerts for {email}', description: 'My alerts page: whose alerts' },
  noAlerts: { id: 'alerts.manage.empty', defaultMessage: 'You have no alerts.', description: 'My alerts page without alerts' },
  pending: { id: 'alerts.manage.pending', defaultMessage: 'waiting for confirmation', description: 'An alert not confirmed yet' },
  backInStock: { id: 'alerts.manage.backInStock', defaultMessage: 'back in stock', description: 'A stock alert in the list' },
  targetOf: { id: 'alerts.manage.target', defaultMessage: 'at {price} or less', description: 'A price alert in the list' },
  saveTarget: { id: 'alerts.manage.save', defaultMessage: 'Save', description: 'Save a changed target price' },
  remove: { id: 'alerts.manage.remove', defaultMessage: 'Remove', description: 'Remove one alert' },
  removeAll: { id: 'alerts.manage.removeAll', defaultMessage: 'Remove all alerts', description: 'Remove every alert' },
  download: { id: 'alerts.manage.download', defaultMessage: 'Download my data', description: 'Download the data held about the address' },
  erase: { id: 'alerts.manage.erase', defaultMessage: 'Delete my data', description: 'Delete the data held about the address' },
  eraseConfirm: {
    id: 'alerts.manage.eraseConfirm',
    defaultMessage: 'Delete your alerts and data? Only an anonymous record that you once consented stays, for 3 years.',
    description: 'Confirmation before deleting the data',
  },
  erased: { id: 'alerts.manage.erased', defaultMessage: 'Your data is deleted.', description: 'After deleting the data' },
  linkNotFound: { id: 'alerts.link.notFound', defaultMessage: 'This link does not work: it may be mistyped, or its alert was deleted.', description: 'A mailed link that is unknown' },
  linkUsed: { id: 'alerts.link.used', defaultMessage: 'This link was already used. Your alert is on.', description: 'A confirmation link used before' },
  linkExpired: { id: 'alerts.link.expired', defaultMessage: 'This link has expired. Please sign up again on the product page.', description: 'A confirmation link older than 72 hours' },
  error: { id: 'alerts.error', defaultMessage: 'Something went wrong. Please try again.', description: 'Generic alert error' },
});

/** The friendly text for a link that does nothing (ALERTS.LINK_*), by the error code the API sent. */
export function linkProblem(error: unknown) {
  const code = (error as { data?: { code?: string } } | undefined)?.data?.code;
  if (code === 'ALERTS.LINK_USED') return alertsMessages.linkUsed;
  if (code === 'ALERTS.LINK_EXPIRED') return alertsMessages.linkExpired;
  if (code === 'ALERTS.LINK_NOT_FOUND' || code === 'VALIDATION') return alertsMessages.linkNotFound;
  return alertsMessages.error;
}
