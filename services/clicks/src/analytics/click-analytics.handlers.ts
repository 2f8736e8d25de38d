import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ClicksPatterns,
  type AnalyticsOverviewPayload,
  type ClickAnalyticsReply,
  type ClickDashboardReply,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { z } from 'zod';
import { ClickAnalyticsService } from './click-analytics.service';

const overviewPayload = z.object({ range: z.union([z.literal(7), z.literal(30), z.literal(90)]), merchantId: z.uuid().optional() });

@Controller()
export class ClickAnalyticsHandlers {
  constructor(private readonly analytics: ClickAnalyticsService) {}

  @MessagePattern(ClicksPatterns.dashboard)
  dashboard(): Promise<ClickDashboardReply> {
    return this.analytics.dashboard();
  }

  @MessagePattern(ClicksPatterns.analyticsOverview)
  overview(@Payload(new ZodPayloadPipe(overviewPayload)) payload: AnalyticsOverviewPayload): Promise<ClickAnalyticsReply> {
    return this.analytics.overview(payload);
  }
}
