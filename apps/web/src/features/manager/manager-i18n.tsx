import type { Locale } from '@tavola/i18n/locales';
import { loadManagerCatalogue, type ManagerMessageKey } from '@tavola/i18n/manager';
import { createTranslator, type Params } from '@tavola/i18n/translate';
import { createContext, type ReactNode, use } from 'react';
import { useTranslation } from '../../lib/i18n';

export type ManagerTranslate = (key: ManagerMessageKey, params?: Params) => string;

const translators = new Map<Locale, Promise<ManagerTranslate>>();
const translatorFor = (locale: Locale) => {
  let pending = translators.get(locale);
  if (!pending) {
    pending = loadManagerCatalogue(locale).then((catalogue) => createTranslator(locale, catalogue));
    translators.set(locale, pending);
  }
  return pending;
};

const ManagerI18nContext = createContext<ManagerTranslate | null>(null);

/** The manager area's texts in the language the page uses (the storefront's switcher changes both). */
export function ManagerI18nProvider({ children }: { children: ReactNode }) {
  const { locale } = useTranslation();
  const t = use(translatorFor(locale));
  return <ManagerI18nContext value={t}>{children}</ManagerI18nContext>;
}

export function useManagerT(): ManagerTranslate {
  const t = use(ManagerI18nContext);
  if (!t) throw new Error('useManagerT outside ManagerI18nProvider');
  return t;
}
