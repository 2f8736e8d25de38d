import { Module, type DynamicModule } from '@nestjs/common';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { ClickAnalyticsController } from './click-analytics.controller';
import { ClickRecorder } from './click-recorder';
import { ClickStreamGroup } from './click-stream-group';
import { ClicksController } from './clicks.controller';
import { MerchantDirectory } from './merchant-directory';
import { SystemHealthController } from './system-health.controller';

/** Click redirect and recording, the admin dashboard, analytics and system health (issue 11). */
@Module({})
export class ClicksHttpModule {
  static forRoot(config: BffConfig): DynamicModule {
    return {
      module: ClicksHttpModule,
      controllers: [ClicksController, ClickAnalyticsController, SystemHealthController],
      providers: [{ provide: BFF_CONFIG, useValue: config }, MerchantDirectory, ClickRecorder, ClickStreamGroup],
    };
  }
}
