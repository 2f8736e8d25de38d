import { useDeferredWidget } from '@/hooks/use-deferred-widget';
import { deferredModule } from '@/lib/deferred-module';
import { LanguageTrigger, type LanguagePickerVariant } from './language-trigger';

// The menu (Radix DropdownMenu + positioning) is its own chunk, fetched right after first paint.
const languageMenu = deferredModule(() => import('./language-menu'));

interface LanguagePickerProps {
  display?: LanguagePickerVariant;
  className?: string;
}

/** The language and currency picker; see language-menu.tsx for its contents. */
export function LanguagePicker({ display = 'header', className }: LanguagePickerProps) {
  const widget = useDeferredWidget(languageMenu);
  if (!widget.module) {
    return <LanguageTrigger display={display} className={className} aria-expanded={widget.open} {...widget.placeholderProps} />;
  }
  const { default: LanguageMenu } = widget.module;
  return (
    <LanguageMenu display={display} className={className} open={widget.open} onOpenChange={widget.setOpen} takeFocus={widget.placeholderFocused} />
  );
}
