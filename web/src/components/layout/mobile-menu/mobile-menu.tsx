import { useDeferredWidget } from '@/hooks/use-deferred-widget';
import { deferredModule } from '@/lib/deferred-module';
import { MenuButton } from './menu-button';

// The sheet (Radix Dialog, focus trap, scroll lock) is its own chunk, fetched after first paint.
const mobileMenuSheet = deferredModule(() => import('./mobile-menu-sheet'));

/** The side-menu button under 768 px; see mobile-menu-sheet.tsx for the menu itself. */
export function MobileMenu({ className }: { className?: string }) {
  const widget = useDeferredWidget(mobileMenuSheet);
  if (!widget.module) {
    return <MenuButton className={className} aria-expanded={widget.open} {...widget.placeholderProps} />;
  }
  const { default: MobileMenuSheet } = widget.module;
  return <MobileMenuSheet className={className} open={widget.open} onOpenChange={widget.setOpen} takeFocus={widget.placeholderFocused} />;
}
