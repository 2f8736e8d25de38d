import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  merchantCreateSchema,
  merchantIdPayload,
  MerchantsPatterns,
  merchantUpdatePayload,
  type MerchantCreate,
  type MerchantDto,
  type MerchantIdPayload,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import type { z } from 'zod';
import { MerchantsService } from './merchants.service';

@Controller()
export class MerchantsHandlers {
  constructor(private readonly merchants: MerchantsService) {}

  @MessagePattern(MerchantsPatterns.list)
  list(): Promise<MerchantDto[]> {
    return this.merchants.list();
  }

  @MessagePattern(MerchantsPatterns.byId)
  byId(@Payload(new ZodPayloadPipe(merchantIdPayload)) { id }: MerchantIdPayload): Promise<MerchantDto> {
    return this.merchants.byId(id);
  }

  @MessagePattern(MerchantsPatterns.create)
  create(@Payload(new ZodPayloadPipe(merchantCreateSchema)) input: MerchantCreate): Promise<MerchantDto> {
    return this.merchants.create(input);
  }

  @MessagePattern(MerchantsPatterns.update)
  update(@Payload(new ZodPayloadPipe(merchantUpdatePayload)) { id, changes }: z.output<typeof merchantUpdatePayload>): Promise<MerchantDto> {
    return this.merchants.update(id, changes);
  }

  @MessagePattern(MerchantsPatterns.remove)
  remove(@Payload(new ZodPayloadPipe(merchantIdPayload)) { id }: MerchantIdPayload): Promise<MerchantDto> {
    return this.merchants.deactivate(id);
  }
}
