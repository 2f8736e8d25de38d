import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LAST_ORDER_STORAGE_KEY } from '@/config/constants';
import { paths } from '@/config/paths';
import { readStorage, removeStorage } from '@/lib/storage';

/**
 * The order to show (spec §2): the `order` query parameter, else the last order number stored by
 * checkout, which is then removed from local storage; the address then names the order, so a
 * reload still shows it.
 */
export function useConfirmationOrderNumber(): string | null {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = searchParams.get('order')?.trim() || null;
  const [fromStorage] = useState(() => (fromQuery ? null : readStorage(LAST_ORDER_STORAGE_KEY)));

  useEffect(() => {
    if (fromQuery || !fromStorage) return;
    removeStorage(LAST_ORDER_STORAGE_KEY);
    navigate(paths.orderConfirmation(fromStorage), { replace: true });
  }, [fromQuery, fromStorage, navigate]);

  return fromQuery ?? fromStorage;
}
