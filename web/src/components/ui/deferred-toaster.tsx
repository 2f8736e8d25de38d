import { useEffect, useState } from 'react';
import { useToast } from '@/hooks/use-toast';
import { deferredModule } from '@/lib/deferred-module';
import { onIdle } from '@/lib/idle';

const toasterModule = deferredModule(() => import('./toaster'));

/**
 * Mounts the Radix toaster once the browser is idle after first paint (its F8 region then exists)
 * or as soon as a toast is raised, whichever comes first; keeps it out of the first-render bundle.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [module, setModule] = useState(toasterModule.get);
  const wanted = toasts.length > 0;

  useEffect(() => {
    if (module) return undefined;
    const load = () => {
      toasterModule.load().then(
        (loaded) => setModule(() => loaded),
        (error: unknown) => console.error(error),
      );
    };
    if (wanted) {
      load();
      return undefined;
    }
    return onIdle(load);
  }, [module, wanted]);

  if (!module) return null;
  const { Toaster } = module;
  return <Toaster />;
}
