import { deliveryCountryFor, type DeliveryCountry } from '@lumina/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-provider';
import { writeDeliverTo } from './deliver-to-cookie';

interface DeliverToValue {
  /** The shopper's choice, else the page language's country. */
  country: DeliveryCountry;
  /** Whether the shopper chose it (the picker shows the default otherwise, marked as such). */
  chosen: boolean;
  choose: (country: DeliveryCountry) => void;
}

const DeliverToContext = createContext<DeliverToValue | null>(null);

/**
 * The 'Deliver to' country (ADR 016): the remembered choice (the `deliver_to` cookie, read by the
 * server for its render and by main.tsx in the browser), else the language's country.
 */
export function DeliverToProvider({ initial, children }: { initial?: DeliveryCountry; children: ReactNode }) {
  const { language } = useLanguage();
  const [choice, setChoice] = useState<DeliveryCountry | undefined>(initial);
  const choose = useCallback((country: DeliveryCountry) => {
    writeDeliverTo(country);
    setChoice(country);
  }, []);
  const value = useMemo(
    () => ({ country: choice ?? deliveryCountryFor(undefined, language.code), chosen: choice !== undefined, choose }),
    [choice, language.code, choose],
  );
  return <DeliverToContext.Provider value={value}>{children}</DeliverToContext.Provider>;
}

export function useDeliverTo(): DeliverToValue {
  const value = useContext(DeliverToContext);
  if (!value) throw new Error('useDeliverTo outside DeliverToProvider');
  return value;
}
