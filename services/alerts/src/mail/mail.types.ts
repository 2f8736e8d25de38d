import type { AlertKind } from '@lumina/contracts';

/** What a stored mail holds: everything its template needs, so the worker renders without asking anyone. */
export interface ConfirmMail {
  kind: 'confirm';
  productTitle: string;
  alertKind: AlertKind;
  targetMinor: number | null;
  currency: string;
  country: string;
  confirmUrl: string;
  hours: number;
}

export interface AlertItem {
  alertKind: AlertKind;
  productTitle: string;
  imageUrl: string | null;
  priceMinor: number;
  targetMinor: number | null;
  currency: string;
  shop: string | null;
  country: string;
  energyRating: string | null;
  clickUrl: string;
  unsubscribeUrl: string;
}

export interface AlertMail extends AlertItem {
  kind: 'alert';
  /** RFC 8058: the address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClickUrl: string;
  manageUrl: string;
}

export interface DigestMail {
  kind: 'digest';
  items: AlertItem[];
  maxPerDay: number;
  oneClickUrl: string;
  manageUrl: string;
}

export interface ManageLinkMail {
  kind: 'manage-link';
  manageUrl: string;
  days: number;
}

export type MailPayload = ConfirmMail | AlertMail | DigestMail | ManageLinkMail;
export type MailKind = MailPayload['kind'];
