import type { MerchantRow } from './merchant.row';

/** Told of every merchant write inside the service (the schedule follows syncIntervalHours). */
export interface MerchantWriteListener {
  merchantWritten(row: MerchantRow): Promise<void>;
}
export const MERCHANT_WRITE_LISTENERS = Symbol('MERCHANT_WRITE_LISTENERS');
