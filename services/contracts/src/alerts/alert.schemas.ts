import { z } from '../zod';
import { LANGUAGE_CODES } from '../i18n/languages';
import { deliveryCountrySchema } from '../catalog/offer.dto';

/**
 * Alerts (issue 27, ARCHITECTURE §17): a shopper's price or stock alert on one product, by e-mail,
 * with double opt-in. Shapes shared by the BFF (which validates at the edge) and the alerts service
 * (which validates what it receives).
 */

/** The version of the consent text the 'Notify me' form shows; logged with every sign-up as proof. */
export const ALERT_CONSENT_VERSION = '2026-11-alerts-v1';

export const alertEmailSchema = z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address').max(254));
export const alertLanguageSchema = z.enum(LANGUAGE_CODES);
export const alertKindSchema = z.enum(['price', 'stock']);
export type AlertKind = z.infer<typeof alertKindSchema>;

/** A decimal amount in the product's currency, e.g. "89.10". */
export const alertPriceSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount such as 89.90')
  .refine((value) => Number(value) > 0, 'must be more than 0');

/** A token from an e-mailed link: 32 url-safe characters (24 random bytes). */
export const alertTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'is not a link token');

/** What the 'Notify me' form sends (the BFF adds the client address). */
export const alertSignUpBody = z.object({
  email: alertEmailSchema,
  productSlug: z.string().min(1).max(200),
  kind: alertKindSchema.default('price'),
  /** Absent: 10 % below today's lowest total to `country`. */
  targetPrice: alertPriceSchema.optional(),
  country: deliveryCountrySchema,
  language: alertLanguageSchema.default('en'),
  /** The consent text version the form showed; only the current one is accepted. */
  consentVersion: z.literal(ALERT_CONSENT_VERSION),
});
export type AlertSignUpBody = z.infer<typeof alertSignUpBody>;

export const alertSignUpPayload = alertSignUpBody.extend({ ip: z.string().max(64) });
export type AlertSignUpPayload = z.infer<typeof alertSignUpPayload>;

/**
 * `confirmation-sent`: a confirmation mail is on its way; `confirmation-recent`: one was sent less
 * than 10 minutes ago (none now); `already-active`: the address already has this alert (target updated).
 */
export interface AlertSignUpReply {
  status: 'confirmation-sent' | 'confirmation-recent' | 'already-active';
  kind: AlertKind;
  targetPrice: string | null;
  currency: string;
}

export const alertTokenPayload = z.object({ token: alertTokenSchema });
export type AlertTokenPayload = z.infer<typeof alertTokenPayload>;
export const alertConfirmPayload = alertTokenPayload.extend({ ip: z.string().max(64) });
export type AlertConfirmPayload = z.infer<typeof alertConfirmPayload>;

/** One alert as its owner sees it on 'My alerts' and on the confirm / unsubscribe pages. */
export interface AlertDto {
  id: string;
  productSlug: string;
  productTitle: string;
  kind: AlertKind;
  targetPrice: string | null;
  currency: string;
  country: string;
  status: 'pending' | 'active' | 'ended';
  createdAt: string;
}

export interface AlertLinkReply {
  alert: AlertDto;
  /** A 'My alerts' token for the same address (the page links there after confirming or unsubscribing). */
  manageToken: string;
}

export const alertManageLinkBody = z.object({ email: alertEmailSchema, language: alertLanguageSchema.default('en') });
export type AlertManageLinkBody = z.infer<typeof alertManageLinkBody>;
export const alertManageLinkPayload = alertManageLinkBody.extend({ ip: z.string().max(64) });
export type AlertManageLinkPayload = z.infer<typeof alertManageLinkPayload>;

export interface MyAlertsDto {
  email: string;
  alerts: AlertDto[];
}

export const alertTargetBody = z.object({ targetPrice: alertPriceSchema });
export const alertUpdatePayload = alertTokenPayload.extend({ alertId: z.uuid(), targetPrice: alertPriceSchema });
export type AlertUpdatePayload = z.infer<typeof alertUpdatePayload>;
/** `alertId` absent: every alert of the address. */
export const alertRemovePayload = alertTokenPayload.extend({ alertId: z.uuid().optional() });
export type AlertRemovePayload = z.infer<typeof alertRemovePayload>;

/** 'Download my data': everything the service holds about the address. */
export interface AlertDataExport {
  email: string;
  exportedAt: string;
  alerts: AlertDto[];
  consent: Array<{ event: string; at: string; ip: string | null; language: string; consentVersion: string }>;
  mails: Array<{ kind: string; status: string; createdAt: string; sentAt: string | null }>;
}

export interface AlertsAdminCounts {
  active: number;
  pending: number;
  failed: number;
  sentPerDay: Array<{ day: string; sent: number }>;
}
