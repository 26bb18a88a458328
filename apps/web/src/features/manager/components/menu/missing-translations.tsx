import { localeInfo, locales } from '@tavola/i18n/locales';
import { useManagerT } from '../../manager-i18n';
import type { OptionGroupDraft } from './product-draft';

/**
 * Issue 34: the languages a guest would read an option group in another language for — the
 * group named, but it or one of its options not in that language. A group named in no language
 * yet has nothing missing (the form's own checks speak for it).
 */
export function untranslatedLanguages<L extends string>(
  group: { name: Record<L, string>; options: { name: Record<L, string> }[] },
  languages: readonly L[],
): L[] {
  const texts = [group.name, ...group.options.map((option) => option.name)];
  const named = texts.some((text) => languages.some((language) => text[language]?.trim()));
  if (!named) return [];
  return languages.filter((language) => texts.some((text) => !text[language]?.trim()));
}

/**
 * Issue 34: a group named in German alone shows German to English guests; the editor says so
 * (a warning, not a refusal: the restaurant's language is the one the server requires).
 */
export function MissingTranslations({ group }: { group: OptionGroupDraft }) {
  const t = useManagerT();
  const missing = untranslatedLanguages(group, locales);
  if (missing.length === 0) return null;
  return (
    <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300">
      {t('menu.untranslated', { languages: missing.map((code) => localeInfo[code].nativeName).join(', ') })}
    </p>
  );
}
