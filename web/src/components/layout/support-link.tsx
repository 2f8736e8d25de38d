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

/** The floating support link to the messaging app, fixed to the bottom-right corner (spec §1). */
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
      className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
