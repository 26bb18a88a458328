import type { MenuTexts } from '@tavola/contracts';
import type { LocalizedText } from '@tavola/domain';

/** What the manager typed per language, trimmed, empty languages left out. */
export function textsOf(
  input: Partial<Record<string, string | undefined>> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input ?? {}).flatMap(([locale, text]) => (text?.trim() ? [[locale, text.trim()]] : [])),
  );
}

/** A stored text as the editor reads it: every language, empty where none is stored. */
export const textsDto = (text: LocalizedText | null): MenuTexts => ({
  en: text?.en ?? '',
  de: text?.de ?? '',
  fr: text?.fr ?? '',
  ar: text?.ar ?? '',
});
