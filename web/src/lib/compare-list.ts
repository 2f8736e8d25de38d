import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/**
 * The compare list (ARCHITECTURE §11: a real list beyond the spec's toast): up to COMPARE_LIMIT
 * products kept in the browser only (localStorage), shared by every tab through the storage event.
 */
export const COMPARE_STORAGE_KEY = 'compare-list';
export const COMPARE_LIMIT = 4;

export interface ComparedProduct {
  id: string;
  slug: string;
  title: string;
  imageUrl?: string;
}

const EMPTY: readonly ComparedProduct[] = [];
let cached: { raw: string | null; list: readonly ComparedProduct[] } = { raw: null, list: EMPTY };
const listeners = new Set<() => void>();

function isCompared(value: unknown): value is ComparedProduct {
  const item = value as ComparedProduct;
  return typeof item === 'object' && item !== null && typeof item.id === 'string' && typeof item.slug === 'string' && typeof item.title === 'string';
}

/** The stored list; anything unreadable is an empty list. Same array while the storage is unchanged. */
export function readCompareList(): readonly ComparedProduct[] {
  const raw = readStorage(COMPARE_STORAGE_KEY);
  if (raw === cached.raw) return cached.list;
  let list: readonly ComparedProduct[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isCompared).slice(0, COMPARE_LIMIT) : EMPTY;
  } catch {
    list = EMPTY;
  }
  cached = { raw, list };
  return list;
}

function write(list: readonly ComparedProduct[]): void {
  writeStorage(COMPARE_STORAGE_KEY, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export type AddResult = 'added' | 'already' | 'full';

/** Adds a product unless it is there already or the list is full. */
export function addToCompare(product: ComparedProduct): AddResult {
  const list = readCompareList();
  if (list.some((item) => item.id === product.id)) return 'already';
  if (list.length >= COMPARE_LIMIT) return 'full';
  write([...list, product]);
  return 'added';
}

export function removeFromCompare(id: string): void {
  write(readCompareList().filter((item) => item.id !== id));
}

export function clearCompare(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The compare list as React state; empty on the server and in the first (hydrating) render. */
export function useCompareList(): readonly ComparedProduct[] {
  return useSyncExternalStore(subscribe, readCompareList, () => EMPTY);
}
