import { bootstrapService } from '@lumina/platform';
import { loadOrdersConfig } from './config';
import { OrdersModule } from './orders.module';

const config = loadOrdersConfig();
void bootstrapService('orders', OrdersModule.forRoot(config), config);
