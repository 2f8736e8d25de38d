import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogMatchPatterns,
  matchDecisionPayload,
  offerSplitPayload,
  type MatchDecisionPayload,
  type MatchPairDto,
  type OfferSplitPayload,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { MatchDecisionsService } from './match-decisions.service';

@Controller()
export class MatchDecisionsHandlers {
  constructor(private readonly decisions: MatchDecisionsService) {}

  @MessagePattern(CatalogMatchPatterns.list)
  list(): Promise<MatchPairDto[]> {
    return this.decisions.list();
  }

  @MessagePattern(CatalogMatchPatterns.merge)
  merge(@Payload(new ZodPayloadPipe(matchDecisionPayload)) payload: MatchDecisionPayload): Promise<MatchPairDto> {
    return this.decisions.merge(payload.id, payload.actor);
  }

  @MessagePattern(CatalogMatchPatterns.keepApart)
  keepApart(@Payload(new ZodPayloadPipe(matchDecisionPayload)) payload: MatchDecisionPayload): Promise<MatchPairDto> {
    return this.decisions.keepApart(payload.id, payload.actor);
  }

  @MessagePattern(CatalogMatchPatterns.split)
  split(@Payload(new ZodPayloadPipe(offerSplitPayload)) payload: OfferSplitPayload): Promise<{ productId: string; slug: string }> {
    return this.decisions.split(payload.offerId, payload.actor);
  }
}
