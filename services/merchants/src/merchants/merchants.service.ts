import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  defaultSubIdParam,
  MerchantsEvents,
  type MerchantCreate,
  type MerchantDto,
  type MerchantUpdate,
} from '@lumina/contracts';
import { RpcClient, ValidationError } from '@lumina/platform';
import type { EntityManager } from 'typeorm';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { MaskedSecretWithoutStoredValueError, unmaskFeedAuth } from '../secrets/feed-auth.mask';
import { MerchantNotFoundError } from './merchant.errors';
import type { MerchantRow, MerchantWrite } from './merchant.row';
import { toMerchantDto } from './merchant-view';
import { MerchantsRepository } from './merchants.repository';
import { MERCHANT_WRITE_LISTENERS, type MerchantWriteListener } from './merchant-write.listener';

/** Merchant records. Every write is followed by `merchant.changed` with the merchant as it is now. */
@Injectable()
export class MerchantsService {
  private readonly logger = new Logger(MerchantsService.name);

  constructor(
    private readonly merchants: MerchantsRepository,
    private readonly cipher: FeedAuthCipher,
    private readonly rpc: RpcClient,
    @Inject(MERCHANT_WRITE_LISTENERS) private readonly listeners: MerchantWriteListener[],
  ) {}

  async list(): Promise<MerchantDto[]> {
    return (await this.merchants.list()).map((row) => toMerchantDto(row, this.cipher));
  }

  async byId(id: string): Promise<MerchantDto> {
    return toMerchantDto(await this.row(id), this.cipher);
  }

  async row(id: string, tx?: EntityManager): Promise<MerchantRow> {
    const row = await this.merchants.find(id, tx);
    if (!row) throw new MerchantNotFoundError(id);
    return row;
  }

  /**
   * Writes apply once per delivered request (a replica that died after its commit, before its reply,
   * leaves the request to another: that one answers the merchant without writing again).
   */
  async create(input: MerchantCreate, id?: string): Promise<MerchantDto> {
    const createdId = await this.merchants.once('merchants.create', async (tx) => {
      const row = await this.merchants.insert(
        {
          ...this.columns(input),
          id,
          mappingConfig: input.mappingConfig ?? {},
          feedAuthEncrypted: this.cipher.seal(input.feedAuth ?? {}),
          subIdParam: input.subIdParam ?? defaultSubIdParam(input.affiliateNetwork) ?? 'subid',
        },
        tx,
      );
      return row.id;
    });
    return this.changed(await this.row(createdId));
  }

  async update(id: string, changes: MerchantUpdate): Promise<MerchantDto> {
    await this.merchants.once('merchants.update', async (tx) => {
      const current = await this.row(id, tx);
      const values: MerchantWrite = this.columns(changes);
      // Saving a paused merchant is the admin's answer to the failures: its schedule runs again.
      if (current.syncPausedReason) await this.merchants.setPausedReason(id, null, tx);
      if (changes.feedAuth !== undefined) {
        try {
          values.feedAuthEncrypted = this.cipher.seal(unmaskFeedAuth(changes.feedAuth, this.cipher.open(current.feedAuthEncrypted)));
        } catch (error) {
          if (error instanceof MaskedSecretWithoutStoredValueError) throw new ValidationError(error.message, [{ path: `feedAuth.${error.field}`, message: error.message }]);
          throw error;
        }
      }
      if (changes.mappingConfig !== undefined) values.mappingConfig = changes.mappingConfig;
      // A new network without an explicit sub-id parameter takes that network's own.
      if (changes.subIdParam) values.subIdParam = changes.subIdParam;
      else if (changes.affiliateNetwork !== undefined && changes.affiliateNetwork !== current.affiliateNetwork)
        values.subIdParam = defaultSubIdParam(changes.affiliateNetwork) ?? current.subIdParam;
      if (!(await this.merchants.update(id, values, tx))) throw new MerchantNotFoundError(id);
      return id;
    });
    return this.changed(await this.row(id));
  }

  /** DELETE: the merchant is deactivated (its logs and click history stay), its products leave the shop. */
  async deactivate(id: string): Promise<MerchantDto> {
    await this.merchants.once('merchants.deactivate', async (tx) => {
      if (!(await this.merchants.update(id, { isActive: false }, tx))) throw new MerchantNotFoundError(id);
      return id;
    });
    return this.changed(await this.row(id));
  }

  /** Pauses the schedule with a reason the card shows (after repeated failures), or lifts the pause. */
  async setSchedulePause(id: string, reason: string | null): Promise<void> {
    const row = await this.merchants.setPausedReason(id, reason);
    if (!row) return;
    if (reason) this.logger.warn(`schedule of merchant ${id} paused: ${reason}`);
    await this.changed(row);
  }

  private columns(input: MerchantCreate | MerchantUpdate): MerchantWrite {
    return {
      name: input.name,
      description: input.description,
      website: input.website,
      affiliateNetwork: input.affiliateNetwork,
      feedUrl: input.feedUrl,
      defaultCurrency: input.defaultCurrency,
      feedLanguage: input.feedLanguage,
      defaultShippingMinor: input.defaultShippingMinor === undefined ? undefined : JSON.stringify(input.defaultShippingMinor),
      isActive: input.isActive,
      feedFormat: input.feedFormat,
      syncIntervalHours: input.syncIntervalHours,
      commissionRate: input.commissionRate,
      earningsPerClick: input.earningsPerClick,
    };
  }

  private async changed(row: MerchantRow): Promise<MerchantDto> {
    const merchant = toMerchantDto(row, this.cipher);
    for (const listener of this.listeners) await listener.merchantWritten(row);
    await this.rpc.emit(MerchantsEvents.changed, { merchant });
    this.logger.log(`merchant ${merchant.id} changed (active: ${merchant.isActive})`);
    return merchant;
  }
}

