import { Menu } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, type ButtonProps } from '@/components/ui/button';

export const menuButtonMessages = defineMessages({
  open: { id: 'header.menu.open', defaultMessage: 'Open menu', description: 'Accessible name of the button that opens the side menu on small screens' },
});

/** The hamburger button that opens the side menu. */
export function MenuButton(props: ButtonProps) {
  const intl = useIntl();
  return (
    <Button variant="ghost" size="icon" aria-label={intl.formatMessage(menuButtonMessages.open)} aria-haspopup="dialog" {...props}>
      <Menu className="size-5" aria-hidden="true" />
    </Button>
  );
}
