import { databaseEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import { z } from 'zod';

export const alertsEnvSchema = serviceEnvSchema
  .extend({
    HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8086),
    /** Where mail is handed over: smtp://user:pass@host:port (smtps:// for implicit TLS). */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).default('smtp://127.0.0.1:1025'),
    /** The From of every mail. */
    MAIL_FROM: z.string().min(3).default('Lumina <alerts@lumina.localhost>'),
    /** The shop's public address: every link in a mail starts with it (https in production: RFC 8058 asks for it). */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
    /** At most this many alert mails per address per UTC day; the rest go out as one digest the next day. */
    ALERT_MAILS_PER_DAY: z.coerce.number().int().min(1).max(100).default(5),
    /** How long a confirmation link works. */
    CONFIRM_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    /** At most one confirmation mail per address and product this often. */
    CONFIRM_RESEND_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
    /** How long a 'My alerts' link works. */
    MANAGE_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** How often stored but unqueued mails (a crash between commit and queue) are queued again, and digests made. */
    MAIL_SWEEP_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
    /** How many mails one worker sends at once. */
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  })
  .extend(databaseEnvSchema.shape);

export type AlertsConfig = z.infer<typeof alertsEnvSchema>;

export const ALERTS_CONFIG = Symbol('ALERTS_CONFIG');

export const loadAlertsConfig = (): AlertsConfig => loadConfigOrExit(alertsEnvSchema, 'alerts');
