import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeTableState, clearFilters, parseTableState, tableSearchParams, type ProductTableState } from '../lib/product-table-state';

/** The table's state read from and written to the address (see product-table-state.ts). */
export function useProductTable() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTableState(params), [params]);
  const update = useCallback(
    (change: Partial<ProductTableState>) => setParams(tableSearchParams(changeTableState(state, change))),
    [setParams, state],
  );
  const clear = useCallback(() => setParams(tableSearchParams(clearFilters(state))), [setParams, state]);
  return { state, update, clear };
}
