import { bootstrapService } from '@lumina/platform';
import { CatalogModule } from './catalog.module';
import { loadCatalogConfig } from './config';

const config = loadCatalogConfig();
void bootstrapService('catalog', CatalogModule.forRoot(config), config);
