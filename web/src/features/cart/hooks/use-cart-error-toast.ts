import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { toast } from '@/hooks/use-toast';
import { getServerMessage } from '@/lib/api';
import { cartToastMessages } from '../lib/cart-toast-messages';

/** Shows spec §8's destructive 'Error' toast: the server's message, else the given fallback. */
export function useCartErrorToast(): (error: unknown, fallback: MessageDescriptor) => void {
  const intl = useIntl();
  return useCallback(
    (error, fallback) => {
      toast({
        variant: 'destructive',
        title: intl.formatMessage(cartToastMessages.errorTitle),
        description: getServerMessage(error) ?? intl.formatMessage(fallback),
      });
    },
    [intl],
  );
}
