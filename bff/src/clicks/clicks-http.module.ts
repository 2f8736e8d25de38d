import { Module } from '@nestjs/common';
import { ClickAnalyticsController } from './click-analytics.controller';
import { ClickRecorder } from './click-recorder';
import { ClickStreamGroup } from './click-stream-group';
import { ClicksController } from './clicks.controller';
import { MerchantDirectory } from './merchant-directory';
import { SystemHealthController } from './system-health.controller';

/** Click redirect and recording, the admin dashboard, analytics and system health (issue 11). */
@Module({
  controllers: [ClicksController, ClickAnalyticsController, SystemHealthController],
  providers: [MerchantDirectory, ClickRecorder, ClickStreamGroup],
})
export class ClicksHttpModule {}
