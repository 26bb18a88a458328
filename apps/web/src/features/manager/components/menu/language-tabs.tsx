import type { MenuTexts } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

type Language = keyof MenuTexts;

/**
 * Issue 20: tabs per language for a product's texts (WAI-ARIA tabs: arrow keys, Home and End
 * move between them, only the chosen tab is in the Tab order). The restaurant's language comes
 * first; a tab whose language has a field error is marked.
 */
export function LanguageTabs({
  label,
  languages,
  value,
  onChange,
  marked,
  children,
}: {
  label: string;
  languages: readonly Language[];
  value: Language;
  onChange: (language: Language) => void;
  /** languages with a field error */
  marked: ReadonlySet<Language>;
  children: ReactNode;
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = languages.indexOf(value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + languages.length) % languages.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = languages.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    onChange(languages[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-1">
        {languages.map((language, index) => {
          const selected = language === value;
          return (
            <button
              key={language}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${language}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(language)}
              lang={language}
              className={`inline-flex h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ${
                selected ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-200'
              }`}
            >
              {localeInfo[language].nativeName}
              {marked.has(language) && <span aria-hidden="true" className="size-2 rounded-full bg-red-700" />}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        className="space-y-4 pt-4"
      >
        {children}
      </div>
    </div>
  );
}
