import { Module } from '@nestjs/common';
import { IngestController } from './ingest.controller';
import { MerchantsController } from './merchants.controller';

@Module({ controllers: [MerchantsController, IngestController] })
export class MerchantsHttpModule {}
