import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/**
 * SPEC §2/§4: toggled by a search button; runs 400 ms after typing stops, only with text left
 * after trimming; the clear button empties it and returns to the default view.
 */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initial !== '');
  const [value, setValue] = useState(initial);
  const debounced = useDebouncedValue(value);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const last = useRef(initial.trim());

  useEffect(() => {
    const term = debounced.trim();
    if (term === last.current) return;
    last.current = term;
    onSearch(term);
  }, [debounced, onSearch]);

  function clear() {
    setValue('');
    last.current = '';
    onSearch('');
    input.current?.focus();
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
        className="flex size-10 items-center justify-center rounded-full border border-stone-200 bg-white hover:border-stone-300"
        aria-label={t('search.open')}
      >
        <SearchIcon />
      </button>
    );
  }
  return (
    <search className="relative">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <span className="pointer-events-none absolute start-3 top-2.5 text-stone-400">
        <SearchIcon />
      </span>
      <input
        ref={input}
        id={id}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value === '') setOpen(false);
        }}
        placeholder={t('search.placeholder')}
        className="h-10 w-48 rounded-full border border-stone-200 bg-stone-50 ps-9 pe-9 text-sm focus:border-primary focus:bg-white sm:w-64 [&::-webkit-search-cancel-button]:hidden"
        autoComplete="off"
        enterKeyHint="search"
      />
      {value && (
        <button
          type="button"
          onClick={clear}
          className="absolute end-1.5 top-1.5 flex size-7 items-center justify-center rounded-full text-stone-500 hover:bg-stone-200"
          aria-label={t('search.clear')}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path
              fill="currentColor"
              d="M6.3 5 10 8.6 13.7 5 15 6.3 11.4 10l3.6 3.7-1.3 1.3-3.7-3.6L6.3 15 5 13.7 8.6 10 5 6.3z"
            />
          </svg>
        </button>
      )}
    </search>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
      <path
        fill="currentColor"
        d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3m0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8"
      />
    </svg>
  );
}
