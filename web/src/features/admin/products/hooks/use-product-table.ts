import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { changeTableState, clearFilters, parseTableState, tableSearchParams, type ProductTableState } from '../lib/product-table-state';

/** The table's state read from and written to the address (see product-table-state.ts). */
export function useProductTable() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTableState(params), [params]);
  // The router commits a navigation in a transition: a second change made before that commit (two
  // quick picks) must build on the first, not on the state this render still shows.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  const go = useCallback(
    (next: ProductTableState) => {
      latest.current = next;
      setParams(tableSearchParams(next));
    },
    [setParams],
  );
  const update = useCallback((change: Partial<ProductTableState>) => go(changeTableState(latest.current, change)), [go]);
  const clear = useCallback(() => go(clearFilters(latest.current)), [go]);
  return { state, update, clear };
}
