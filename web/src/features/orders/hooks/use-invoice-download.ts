import { useCallback, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toast } from '@/hooks/use-toast';
import { invoiceRequest } from '../api/orders-api';
import type { OrderLookup } from '../types';

const messages = defineMessages({
  errorTitle: {
    id: 'order.invoice.errorTitle',
    defaultMessage: 'Error',
    description: 'Title of the toast when the invoice download fails',
  },
  failed: {
    id: 'order.invoice.failed',
    defaultMessage: 'Failed to download invoice',
    description: 'Text of the toast when the invoice download fails',
  },
});

/**
 * Downloads the order's PDF invoice (GET /api/orders/{n}/invoice.pdf) as `invoice-{n}.pdf`; a
 * failed download shows an error toast instead of saving an error page as a PDF.
 */
export function useInvoiceDownload({ orderNumber, sessionId }: OrderLookup) {
  const intl = useIntl();
  const [isDownloading, setDownloading] = useState(false);

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const { url, headers } = invoiceRequest({ orderNumber, sessionId });
      const response = await fetch(url, { credentials: 'include', headers });
      if (!response.ok)
        throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = `invoice-${orderNumber}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // Give the browser time to start the download before the blob goes away.
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (error) {
      console.error(error);
      toast({
        variant: 'destructive',
        title: intl.formatMessage(messages.errorTitle),
        description: intl.formatMessage(messages.failed),
      });
    } finally {
      setDownloading(false);
    }
  }, [orderNumber, sessionId, intl]);

  return { download, isDownloading };
}
