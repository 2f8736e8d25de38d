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
 * The support link to the messaging app (spec §1): floating in the bottom-right corner from the
 * `sm` width up; on phones it ends the page instead, below the footer, because a floating button
 * there covered the product title, the compare bar's button and the buy box (issue 28).
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
      className="mx-auto my-4 flex size-12 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:fixed sm:right-6 sm:bottom-6 sm:z-40 sm:my-0 sm:size-14"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  );
}
