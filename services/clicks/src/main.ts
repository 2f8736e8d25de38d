import { bootstrapService } from '@lumina/platform';
import { loadClicksConfig } from './config';
import { ClicksModule } from './clicks.module';

const config = loadClicksConfig();
void bootstrapService('clicks', ClicksModule.forRoot(config), config);
