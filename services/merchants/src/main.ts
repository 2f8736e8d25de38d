import { bootstrapService } from '@lumina/platform';
import { loadMerchantsConfig } from './config';
import { MerchantsModule } from './merchants.module';

const config = loadMerchantsConfig();
void bootstrapService('merchants', MerchantsModule.forRoot(config), config);
