import { MessageCircle } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { SUPPORT_CHAT_URL } from '@/config/constants';

export const supportMessages = defineMessages({
  label: {
    id: 'support.chat.label',
    defaultMessage: 'Chat with us on WhatsApp (opens in a new tab)',
    description: 'Accessible name of the floating support chat button',
  },
});

/**
 * The floating support link to the messaging app, fixed to the bottom-right corner (spec §1). On
 * phones it is smaller and the page ends with room for it (root layout), so whatever it floats over
 * can always be scrolled out from under it: it never hides the footer's last links or a summary.
 */
export function SupportLink() {
  const intl = useIntl();
  const label = intl.formatMessage(supportMessages.label);
  return (
    <a
      href={SUPPORT_CHAT_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className="fixed right-3 bottom-3 z-40 flex size-12 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:right-6 sm:bottom-6 sm:size-14"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
