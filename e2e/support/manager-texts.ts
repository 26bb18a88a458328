import type { Locale } from '@tavola/i18n/locales';
import { loadManagerCatalogue, type ManagerMessageKey } from '@tavola/i18n/manager';
import { createTranslator } from '@tavola/i18n/translate';

/** The manager area's own texts in a language, so a test in English and Arabic reads what the staff reads. */
export async function managerTexts(locale: Locale) {
  return createTranslator<ManagerMessageKey>(locale, await loadManagerCatalogue(locale));
}
