import { seedUuid } from './seed-ids';

export const DEMO_BADGES = [
  { name: 'New', color: '#16a34a' },
  { name: 'Bestseller', color: '#d97706' },
  { name: 'Eco Choice', color: '#059669' },
  { name: 'Designer Pick', color: '#4f46e5' },
  { name: 'Limited Edition', color: '#9333ea' },
].map((badge) => ({ ...badge, id: seedUuid('badge', badge.name) }));

export type DemoBadgeName = 'New' | 'Bestseller' | 'Eco Choice' | 'Designer Pick' | 'Limited Edition';
