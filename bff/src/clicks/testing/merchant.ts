import type { MerchantDto } from '@lumina/contracts';

/** A merchant as the merchants service lists it; every field can be overridden. */
export function merchant(overrides: Partial<MerchantDto> & Pick<MerchantDto, 'id'>): MerchantDto {
  return {
    name: 'Lichthaus',
    description: null,
    website: 'https://lichthaus.example',
    affiliateNetwork: 'awin',
    feedUrl: null,
    feedAuth: {},
    mappingConfig: {},
    defaultCurrency: 'EUR',
    feedLanguage: 'en',
    defaultShippingMinor: {},
    isActive: true,
    createdAt: new Date(Date.now() - 90 * 24 * 3600 * 1000).toISOString(),
    feedFormat: 'auto',
    syncIntervalHours: null,
    syncPausedReason: null,
    commissionRate: null,
    earningsPerClick: null,
    subIdParam: 'clickref',
    ...overrides,
  };
}
