import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  guideBySlugPayload,
  guidesListQuery,
  type GuideBySlugPayload,
  type GuideDto,
  type GuidesListQuery,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { GuidesService } from './guides.service';

@Controller()
export class GuidesHandlers {
  constructor(private readonly guides: GuidesService) {}

  @MessagePattern(CatalogPatterns.guidesList)
  list(@Payload(new ZodPayloadPipe(guidesListQuery)) query: GuidesListQuery): Promise<GuideDto[]> {
    return this.guides.list(query.language);
  }

  @MessagePattern(CatalogPatterns.guideBySlug)
  bySlug(@Payload(new ZodPayloadPipe(guideBySlugPayload)) payload: GuideBySlugPayload): Promise<GuideDto> {
    return this.guides.findBySlug(payload.slug, payload.language);
  }
}
