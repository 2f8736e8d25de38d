import { Module } from '@nestjs/common';
import { OfferReads } from './offer.reads';

/** Offers (ARCHITECTURE §15): written by the product writer (products/write), read here. */
@Module({ providers: [OfferReads], exports: [OfferReads] })
export class OffersModule {}
