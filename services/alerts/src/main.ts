import { bootstrapService } from '@lumina/platform';
import { loadAlertsConfig } from './config';
import { AlertsModule } from './alerts.module';

const config = loadAlertsConfig();
void bootstrapService('alerts', AlertsModule.forRoot(config), config);
