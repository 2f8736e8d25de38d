import { Global, Module } from '@nestjs/common';
import { CatalogOutbox } from './catalog-outbox';

@Global()
@Module({ providers: [CatalogOutbox], exports: [CatalogOutbox] })
export class CatalogEventsModule {}
