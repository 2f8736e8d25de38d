import { DeliverToPicker } from '@/features/deliver-to/deliver-to-picker';
import { CartButton } from './cart-button';
import { LanguagePicker } from './language-picker/language-picker';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu/mobile-menu';
import { SearchBox } from './search-box';

interface HeaderProps {
  /** Items in the cart; the app feeds it from the cart feature. */
  cartCount: number;
  cartLoading: boolean;
}

/**
 * The sticky header (spec §2). From 768 px: logo, search, language picker and cart in one row and
 * the links under it. Below: menu button, logo, flag-only picker and cart, then the search box on
 * its own row; the links move into the side menu.
 */
export function Header({ cartCount, cartLoading }: HeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <MobileMenu className="-ml-2 md:hidden" />
        <Logo />
        <SearchBox className="order-last w-full md:order-none md:mx-4 md:w-auto md:max-w-md md:flex-1" />
        <div className="ml-auto flex items-center gap-1">
          <DeliverToPicker />
          <LanguagePicker display="header" />
          <CartButton count={cartCount} isLoading={cartLoading} />
        </div>
      </div>
      <div className="hidden border-t border-border/60 md:block">
        <div className="mx-auto max-w-7xl px-4 py-1 sm:px-6 lg:px-8">
          <MainNav />
        </div>
      </div>
    </header>
  );
}
