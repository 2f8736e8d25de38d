import { Lightbulb, Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { SidebarNav } from './sidebar-nav';
import { UserFooter } from './user-footer';

const messages = defineMessages({
  brand: { id: 'admin.shell.brand', defaultMessage: 'Lumina Admin', description: 'Name at the top of the admin sidebar' },
  navLabel: { id: 'admin.shell.navLabel', defaultMessage: 'Admin', description: 'Accessible name of the admin navigation' },
  openMenu: { id: 'admin.shell.openMenu', defaultMessage: 'Open menu', description: 'Button that opens the admin menu on small screens' },
  closeMenu: { id: 'admin.shell.closeMenu', defaultMessage: 'Close menu', description: 'Button that closes the admin menu drawer' },
  skip: { id: 'admin.shell.skip', defaultMessage: 'Skip to content', description: 'Keyboard skip link of the admin pages' },
});

function Brand() {
  const intl = useIntl();
  return (
    <Link to="/admin/dashboard" className="flex items-center gap-2 rounded-md font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Lightbulb className="size-4" aria-hidden="true" />
      </span>
      {intl.formatMessage(messages.brand)}
    </Link>
  );
}

/**
 * The admin shell (spec "Admin shell"): a fixed sidebar from 768 px up, a slide-in drawer (Radix
 * dialog: focus trapped, Escape closes) below it; the signed-in admin and sign-out in its footer.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const navLabel = intl.formatMessage(messages.navLabel);
  return (
    <div className="min-h-dvh bg-muted/30 md:flex">
      <a
        href="#admin-content"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {intl.formatMessage(messages.skip)}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-border bg-background md:flex" data-testid="admin-sidebar">
        <div className="flex h-16 items-center px-6">
          <Brand />
        </div>
        <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-3 py-2">
          <SidebarNav />
        </nav>
        <UserFooter />
      </aside>

      <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-border bg-background px-4 md:hidden">
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={intl.formatMessage(messages.openMenu)}>
              <Menu aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" closeLabel={intl.formatMessage(messages.closeMenu)} className="gap-0 p-0" aria-describedby={undefined}>
            <div className="flex h-16 items-center px-6">
              <SheetTitle asChild>
                <div>
                  <Brand />
                </div>
              </SheetTitle>
            </div>
            <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-3 py-2">
              <SidebarNav onNavigate={() => setOpen(false)} />
            </nav>
            <UserFooter />
          </SheetContent>
        </Sheet>
        <Brand />
      </header>

      <main id="admin-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6 lg:p-8">
        {children}
      </main>
    </div>
  );
}
