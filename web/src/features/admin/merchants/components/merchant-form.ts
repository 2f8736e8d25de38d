import { isDeliveryCountry, type MerchantCreateInput, type MerchantDto, type MerchantUpdateInput } from '@lumina/contracts';

/** The dialog's text inputs (everything as typed). */
export interface MerchantFormValues {
  name: string;
  description: string;
  website: string;
  affiliateNetwork: string;
  feedUrl: string;
  feedFormat: string;
  feedAuth: string;
  mappingConfig: string;
  defaultCurrency: string;
  feedLanguage: string;
  /** One 'country cost' pair a line, e.g. 'DE 4.95'. */
  defaultShipping: string;
  isActive: boolean;
  syncIntervalHours: string;
  commissionRate: string;
  earningsPerClick: string;
  subIdParam: string;
}

const json = (value: Record<string, unknown>) =>
  Object.keys(value).length === 0 ? '' : JSON.stringify(value, null, 2);

export function formValuesOf(merchant: MerchantDto | null): MerchantFormValues {
  return {
    name: merchant?.name ?? '',
    description: merchant?.description ?? '',
    website: merchant?.website ?? '',
    affiliateNetwork: merchant?.affiliateNetwork ?? '',
    feedUrl: merchant?.feedUrl ?? '',
    feedFormat: merchant?.feedFormat ?? 'auto',
    feedAuth: merchant ? json(merchant.feedAuth) : '',
    mappingConfig: merchant ? json(merchant.mappingConfig) : '',
    defaultCurrency: merchant?.defaultCurrency ?? 'USD',
    feedLanguage: merchant?.feedLanguage ?? 'en',
    defaultShipping: Object.entries(merchant?.defaultShippingMinor ?? {})
      .map(([country, minor]) => `${country} ${((minor ?? 0) / 100).toFixed(2)}`)
      .join('\n'),
    isActive: merchant?.isActive ?? true,
    syncIntervalHours: merchant
      ? merchant.syncIntervalHours === null
        ? ''
        : String(merchant.syncIntervalHours)
      : '6',
    commissionRate: merchant?.commissionRate ?? '',
    earningsPerClick: merchant?.earningsPerClick ?? '',
    subIdParam: merchant?.subIdParam ?? '',
  };
}

export class InvalidJsonError extends Error {}

/** A shipping line that is not 'CC 4.95' with a 'Deliver to' country (the message names the line). */
export class InvalidShippingError extends Error {}

/** 'DE 4.95' / 'AT: 0' lines → minor units per country; blank lines are skipped. */
export function parseShippingTable(text: string): Record<string, number> {
  const table: Record<string, number> = {};
  for (const line of text.split('\n').map((l) => l.trim()).filter((l) => l !== '')) {
    const match = /^([A-Za-z]{2})\s*[:=]?\s*(\d{1,5}(?:[.,]\d{1,2})?)$/.exec(line);
    const country = match?.[1]?.toUpperCase();
    if (!match || !isDeliveryCountry(country)) throw new InvalidShippingError(line);
    table[country] = Math.round(Number((match[2] as string).replace(',', '.')) * 100);
  }
  return table;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidJsonError();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidJsonError();
  return value as Record<string, unknown>;
}

/**
 * Spec §5: feed auth and mapping, if filled in, must parse as JSON objects (else InvalidJsonError
 * and nothing is sent); on create empty values become {}, on update they are omitted.
 */
export function toPayload(
  values: MerchantFormValues,
  mode: 'create' | 'update',
): MerchantCreateInput & MerchantUpdateInput {
  const feedAuth = parseObject(values.feedAuth);
  const mappingConfig = parseObject(values.mappingConfig);
  const blank = (text: string) => (text.trim() === '' ? null : text.trim());
  const payload: MerchantCreateInput & MerchantUpdateInput = {
    name: values.name.trim(),
    description: blank(values.description),
    website: blank(values.website),
    affiliateNetwork: blank(values.affiliateNetwork),
    feedUrl: blank(values.feedUrl),
    feedFormat: values.feedFormat as MerchantCreateInput['feedFormat'],
    defaultCurrency: values.defaultCurrency as MerchantCreateInput['defaultCurrency'],
    feedLanguage: values.feedLanguage as MerchantCreateInput['feedLanguage'],
    defaultShippingMinor: parseShippingTable(values.defaultShipping),
    isActive: values.isActive,
    syncIntervalHours: values.syncIntervalHours.trim() === '' ? null : Number(values.syncIntervalHours),
    commissionRate: blank(values.commissionRate),
    earningsPerClick: blank(values.earningsPerClick),
    subIdParam: blank(values.subIdParam),
  };
  if (mode === 'create')
    return { ...payload, feedAuth: (feedAuth ?? {}) as never, mappingConfig: mappingConfig ?? {} };
  return {
    ...payload,
    ...(feedAuth ? { feedAuth: feedAuth as never } : {}),
    ...(mappingConfig ? { mappingConfig } : {}),
  };
}
