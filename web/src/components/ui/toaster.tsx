import { defineMessages, useIntl } from 'react-intl';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@/config/constants';
import { useToast } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

const messages = defineMessages({
  label: { id: 'toast.label', defaultMessage: 'Notification', description: 'Screen-reader label of a toast notification' },
  viewport: {
    id: 'toast.viewport',
    defaultMessage: 'Notifications ({hotkey})',
    description: 'Screen-reader label of the notification region; {hotkey} is the key that focuses it (F8)',
  },
  close: { id: 'toast.close', defaultMessage: 'Close', description: 'Accessible name of the button that closes a notification' },
});

/**
 * Renders the toast store (spec §9): one toast at a time, 5000 ms, swipe right past 50 px to
 * dismiss, F8 focuses the region.
 */
export function Toaster() {
  const intl = useIntl();
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={intl.formatMessage(messages.label)}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast key={id} variant={variant} duration={duration} open={open} onOpenChange={(next) => (next ? undefined : dismiss(id))}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose aria-label={intl.formatMessage(messages.close)} />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label={intl.formatMessage(messages.viewport, { hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
