import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Accessible name of each thumb, in order (e.g. minimum and maximum price). */
  thumbLabels: readonly string[];
}

/** A Radix slider with one thumb per value (two for a range). */
export function Slider({ className, thumbLabels, value, defaultValue, ...props }: SliderProps) {
  const thumbs = (value ?? defaultValue ?? []).length;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
