import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentProps } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/constants';
import { cn } from '@/lib/cn';

/*
 * Tooltips open after 700 ms with a 300 ms skip delay (spec §4).
 *
 * Radix's provider module drags its positioning engine (~10 kB gzipped) into whatever imports it,
 * so the app root does not mount one: a `Tooltip` brings its own provider with these defaults,
 * and a page or section with several tooltips wraps them in one `TooltipProvider` so moving from
 * one to the next opens it without the delay (the skip delay is shared through that provider).
 */

const InsideProvider = createContext(false);

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <InsideProvider.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />
    </InsideProvider.Provider>
  );
}

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const insideProvider = useContext(InsideProvider);
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return insideProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn('z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
