import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IngestLogDto, MerchantDto } from '@lumina/contracts';
import { withRetries, type Answer, type ShopClient } from './shop-client';

export interface MerchantFeed {
  url: string;
  rows: number;
  close(): Promise<void>;
}

const PRODUCT_TYPES = [
  ['Pendant Lights', 'pendant-lights'],
  ['Wall Sconces', 'wall-sconces'],
  ['Ceiling Lights', 'ceiling-lights'],
] as const;

/**
 * A merchant's CSV feed (Google Merchant columns, no mapping needed) on 127.0.0.1. Images are the
 * shop's own files and deep links are only ever stored, never fetched.
 */
export async function serveMerchantFeed(marker: string, rows: number): Promise<MerchantFeed> {
  const header = ['id', 'title', 'description', 'link', 'image_link', 'price', 'brand', 'product_type', 'availability'];
  const lines = Array.from({ length: rows }, (_, i) => {
    const [type, image] = PRODUCT_TYPES[i % PRODUCT_TYPES.length] as (typeof PRODUCT_TYPES)[number];
    return [`${marker}-${i}`, `Chaoslamp ${marker} ${type} ${i}`, `A ${type.toLowerCase()} from the chaos feed.`, `https://shop.example/p/${marker}-${i}`, `/images/products/${image}-1.svg`, `${(19 + (i % 80)).toFixed(2)} EUR`, 'Chaos Lights', type, 'in stock'];
  });
  const csv = [header, ...lines].map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';
  const server = createServer((request, response) => {
    if (request.url !== '/feed.csv') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(csv);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/feed.csv`, rows, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface MerchantSyncResult {
  merchantId?: string;
  /** The run's last status as its log says (completed, failed…), or why there was none. */
  status: string;
  productsAdded: number;
  /** Times the admin had to sign in again (a restarted BFF with ADMIN_EMAIL ends that admin's sessions). */
  signIns: number;
}

/**
 * One merchant sync through the admin API, as an admin does it: sign in, add the merchant, start
 * its ingest, and follow the run's log until it ends (up to `timeoutMs`). Writes carry an
 * Idempotency-Key and are retried under it.
 */
export async function syncMerchantThroughAdmin(
  client: ShopClient,
  credentials: { email: string; password: string },
  feed: MerchantFeed,
  marker: string,
  timeoutMs = 240_000,
): Promise<MerchantSyncResult> {
  const result: MerchantSyncResult = { status: 'not started', productsAdded: 0, signIns: 0 };
  let session = { cookie: '', csrf: '' };
  const signIn = async () => {
    const answer = await withRetries(() => client.call('admin', 'POST', '/api/auth/login', { body: credentials }), false);
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    result.signIns += 1;
    const cookies = [answer.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split(';')[0]);
    session = { cookie: cookies.join('; '), csrf: (JSON.parse(answer.body) as { csrfToken: string }).csrfToken };
  };
  /** An admin call; signs in again once when the session was ended under it. */
  const admin = async (method: string, path: string, body?: object): Promise<Answer> => {
    const key: Record<string, string> = method === 'GET' ? {} : { 'idempotency-key': randomBytes(12).toString('hex') };
    const send = () => client.call('admin', method, path, { body, headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...key } });
    let answer = await withRetries(send, method !== 'GET');
    if (answer.status === 401) {
      await signIn();
      answer = await withRetries(send, method !== 'GET');
    }
    return answer;
  };

  await signIn();
  const created = await admin('POST', '/api/merchants', { name: `Chaos Lights ${marker}`, feedUrl: feed.url, defaultCurrency: 'EUR' });
  if (created.status !== 200 && created.status !== 201) return { ...result, status: `create answered ${created.status}: ${created.body.slice(0, 200)}` };
  const merchant = JSON.parse(created.body) as MerchantDto;
  result.merchantId = merchant.id;
  const started = await admin('POST', `/api/ingest/${merchant.id}`);
  if (started.status !== 202) return { ...result, status: `ingest start answered ${started.status}: ${started.body.slice(0, 200)}` };
  const { logId } = JSON.parse(started.body) as { logId: string };
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const logs = await admin('GET', `/api/ingest/logs?merchantId=${merchant.id}&limit=5`);
    const log = logs.status === 200 ? (JSON.parse(logs.body) as IngestLogDto[]).find((entry) => entry.id === logId) : undefined;
    if (log) {
      result.status = log.status;
      result.productsAdded = log.productsAdded;
      if (['completed', 'failed', 'cancelled'].includes(log.status)) return result;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ...result, status: `still ${result.status} after ${timeoutMs / 1000} s` };
}
