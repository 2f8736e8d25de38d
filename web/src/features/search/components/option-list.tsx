import { useId, useOptimistic, useTransition, type ReactNode } from 'react';
import { FormattedNumber } from 'react-intl';
import { cn } from '@/lib/cn';

export interface FilterOption {
  value: string;
  label: ReactNode;
  /** Products the listing would have with this option; undefined while counts load. */
  count?: number;
}

interface OptionListProps {
  title: ReactNode;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** A long list (brands) scrolls inside a fixed height instead of stretching the sidebar. */
  scrolls?: boolean;
  'data-testid'?: string;
}

/**
 * One filter group: a checkbox per option with its facet count beside it. An option that would
 * leave nothing (count 0) is disabled unless it is ticked, so it can always be unticked.
 */
export function OptionList({
  title,
  options,
  selected,
  onToggle,
  scrolls = false,
  ...rest
}: OptionListProps) {
  const id = useId();
  // The address changes in a transition; the box shows the tick at once instead of after it.
  const [, startTransition] = useTransition();
  const [shown, toggleShown] = useOptimistic(selected, (current: readonly string[], value: string) =>
    current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  );
  const toggle = (value: string) =>
    startTransition(() => {
      toggleShown(value);
      onToggle(value);
    });
  if (options.length === 0) return null;
  return (
    <fieldset className="space-y-2" data-testid={rest['data-testid']}>
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      <ul className={cn('space-y-1.5', scrolls && 'max-h-52 overflow-y-auto pr-2')}>
        {options.map((option) => {
          const checked = shown.includes(option.value);
          const inputId = `${id}-${option.value}`;
          return (
            <li key={option.value} className="flex items-center gap-2 text-sm">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                disabled={!checked && option.count === 0}
                onChange={() => toggle(option.value)}
                className="size-4 rounded border-border accent-primary disabled:opacity-40"
              />
              <label
                htmlFor={inputId}
                className={cn(
                  'flex-1 cursor-pointer',
                  !checked && option.count === 0 && 'text-muted-foreground',
                )}
              >
                {option.label}
              </label>
              {option.count === undefined ? null : (
                <span className="text-xs text-muted-foreground tabular-nums" data-testid="option-count">
                  (<FormattedNumber value={option.count} />)
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
