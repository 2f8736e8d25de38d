import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HeldProductPatterns, keepHeldPayload, type KeepHeldPayload } from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { DataSource } from 'typeorm';

/**
 * Rows a merchant holds because their category text maps nowhere (issue 29): a product catalog
 * already lists for such a SKU keeps its last category and its place in the shop. It is noted as
 * seen in the run (product_sightings, which `retireStale` reads), nothing else of it is rewritten.
 */
@Controller()
export class HeldProductsHandlers {
  constructor(private readonly db: DataSource) {}

  @MessagePattern(HeldProductPatterns.keep)
  async keep(@Payload(new ZodPayloadPipe(keepHeldPayload)) { merchantId, runId, skus }: KeepHeldPayload): Promise<{ kept: string[] }> {
    // An INSERT … RETURNING answers its rows (TypeORM pairs them with a count only for UPDATE and DELETE).
    const rows = (await this.db.query(
      `INSERT INTO product_sightings (merchant_id, sku, last_seen_run_id)
       SELECT $1, p.sku, $2 FROM unnest($3::text[]) AS k(sku)
        CROSS JOIN LATERAL (SELECT sku FROM products WHERE merchant_id = $1 AND sku = k.sku AND retired_at IS NULL LIMIT 1) p
       ON CONFLICT (merchant_id, sku) DO UPDATE SET last_seen_run_id = EXCLUDED.last_seen_run_id
       RETURNING sku`,
      [merchantId, runId, skus],
    )) as Array<{ sku: string }>;
    return { kept: rows.map((row) => row.sku) };
  }
}
