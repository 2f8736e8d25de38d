import { useLayoutEffect, useRef, type RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { LanguagePicker } from '../language-picker/language-picker';
import { headerLinks, navMessages } from '../nav-messages';
import { MenuButton } from './menu-button';

const messages = defineMessages({
  close: { id: 'header.menu.close', defaultMessage: 'Close menu', description: 'Accessible name of the button that closes the side menu' },
  title: { id: 'header.menu.title', defaultMessage: 'Menu', description: 'Title of the side menu on small screens' },
  description: {
    id: 'header.menu.description',
    defaultMessage: 'Browse Lumina and choose your language.',
    description: 'Screen-reader description of the side menu',
  },
  language: { id: 'header.menu.language', defaultMessage: 'Language & currency', description: 'Label next to the language picker in the side menu' },
});

const links = [{ to: '/', label: navMessages.home, end: true }, ...headerLinks.map((link) => ({ ...link, end: false }))];

interface MobileMenuSheetProps {
  className?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus the trigger on mount (it replaces a focused placeholder). */
  takeFocus?: RefObject<boolean>;
}

/** The side menu under 768 px (spec §2): the links and a compact language picker (flag + code). */
export default function MobileMenuSheet({ className, open, onOpenChange, takeFocus }: MobileMenuSheetProps) {
  const intl = useIntl();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const openedOnMount = useRef(open);
  useLayoutEffect(() => {
    // On mount only: an open sheet moves focus into itself, a closed one hands it to the trigger.
    if (takeFocus?.current && !openedOnMount.current) triggerRef.current?.focus();
  }, [takeFocus]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <MenuButton ref={triggerRef} className={className} />
      </SheetTrigger>
      <SheetContent side="left" closeLabel={intl.formatMessage(messages.close)}>
        <SheetTitle>
          <FormattedMessage {...messages.title} />
        </SheetTitle>
        <SheetDescription className="sr-only">
          <FormattedMessage {...messages.description} />
        </SheetDescription>
        <nav aria-label={intl.formatMessage(navMessages.main)}>
          <ul className="flex flex-col gap-1">
            {links.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      isActive && 'bg-secondary',
                    )
                  }
                >
                  <FormattedMessage {...label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex items-center justify-between border-t border-border pt-4">
          <span className="text-sm text-muted-foreground">
            <FormattedMessage {...messages.language} />
          </span>
          <LanguagePicker display="compact" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
