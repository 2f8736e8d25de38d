import { Injectable } from '@nestjs/common';
import { HeldProductPatterns } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import type { HeldRow } from '../mapping/row-mapper';
import { HeldRowsRepository } from './held-rows.repository';

/**
 * What a run does with its slices' category outcomes (issue 29): rows that mapped nowhere are held;
 * rows that mapped are no longer held; and a held SKU catalog already lists keeps its last category
 * and stays in the shop (noted as seen in the run, so the run's stale removal spares it).
 */
@Injectable()
export class CategoryHold {
  constructor(
    private readonly held: HeldRowsRepository,
    private readonly rpc: RpcClient,
  ) {}

  async afterSlice(context: { merchantId: string; runId: string }, held: readonly HeldRow[], written: readonly string[]): Promise<void> {
    await this.held.release(context.merchantId, written);
    if (held.length === 0) return;
    await this.held.hold(context.merchantId, held);
    const skus = [...new Set(held.map((row) => row.product.sku).filter((sku): sku is string => typeof sku === 'string' && sku !== ''))];
    if (skus.length > 0) await this.rpc.send(HeldProductPatterns.keep, { merchantId: context.merchantId, runId: context.runId, skus });
  }
}
