import { bootstrapService } from '@lumina/platform';
import { loadCartConfig } from './config';
import { CartModule } from './cart.module';

const config = loadCartConfig();
void bootstrapService('cart', CartModule.forRoot(config), config);
