import { z } from '../zod';

/** 'Matches to check' (ADR 025): GTIN pairs that disagree, decided by an admin; and splitting an offer off. */
export const CatalogMatchPatterns = {
  list: 'catalog.admin.matches.list',
  merge: 'catalog.admin.matches.merge',
  keepApart: 'catalog.admin.matches.keepApart',
  split: 'catalog.admin.offers.split',
} as const;

export interface MatchSideDto {
  id: string;
  slug: string;
  title: string;
  brand: string | null;
  merchantName: string | null;
  price: string;
  offerCount: number;
}

export interface MatchPairDto {
  id: string;
  gtin: string | null;
  /** Why the sync did not merge them ('brands differ (…)', 'titles share …'). */
  reason: string;
  status: 'pending' | 'merged' | 'apart';
  createdAt: string;
  /** The older product first: it survives a merge. */
  products: [MatchSideDto, MatchSideDto];
}

export const matchDecisionPayload = z.object({ id: z.uuid(), actor: z.string().max(200).optional() });
export type MatchDecisionPayload = z.infer<typeof matchDecisionPayload>;

export const offerSplitPayload = z.object({ offerId: z.uuid(), actor: z.string().max(200).optional() });
export type OfferSplitPayload = z.infer<typeof offerSplitPayload>;

export interface CatalogMatchRpc {
  [CatalogMatchPatterns.list]: { payload: Record<string, never>; reply: MatchPairDto[] };
  [CatalogMatchPatterns.merge]: { payload: MatchDecisionPayload; reply: MatchPairDto };
  [CatalogMatchPatterns.keepApart]: { payload: MatchDecisionPayload; reply: MatchPairDto };
  /** Answers the product the offer now belongs to (its own row's). */
  [CatalogMatchPatterns.split]: { payload: OfferSplitPayload; reply: { productId: string; slug: string } };
}
