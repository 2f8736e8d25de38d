import type { ReactNode } from 'react';

/** A titled card on the settings page. */
export function SettingsSection({ id, title, intro, actions, children }: { id: string; title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-border bg-background p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
