import type { AlertDto, AlertKind } from '@lumina/contracts';
import { fromMinor } from './product-prices';

/** A subscriptions row as read with `SELECT *`. */
export interface SubscriptionRow {
  id: string;
  email: string;
  email_hash: string;
  product_id: string;
  product_slug: string;
  product_title: string;
  country: string;
  language: string;
  kind: AlertKind;
  target_minor: number | null;
  currency: string;
  status: 'pending' | 'active' | 'ended';
  armed: boolean;
  in_stock: boolean;
  crossings: number;
  confirm_expires_at: Date | null;
  confirmation_sent_at: Date | null;
  created_at: Date;
}

export function toAlertDto(row: SubscriptionRow): AlertDto {
  return {
    id: row.id,
    productSlug: row.product_slug,
    productTitle: row.product_title,
    kind: row.kind,
    targetPrice: row.target_minor === null ? null : fromMinor(row.target_minor),
    currency: row.currency,
    country: row.country,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The rows of an UPDATE … RETURNING: TypeORM's PostgreSQL driver answers `[rows, affected]` for UPDATE and DELETE. */
export function returnedRows<T>(result: unknown): T[] {
  const pair = result as [T[], number];
  return Array.isArray(pair[0]) ? pair[0] : (result as T[]);
}
