import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SearchIcon } from './search-icon';

/**
 * SPEC §2/§4: the search field, loaded when the guest opens it (issue 21): runs 400 ms after
 * typing stops, only with text left after trimming; the clear button empties it and returns to
 * the default view; Escape on an empty field closes it.
 */
export default function SearchField({
  initial,
  onSearch,
  onClose,
  focus,
}: {
  initial: string;
  onSearch: (term: string) => void;
  onClose: () => void;
  /** opened by the guest (not by a search in the address): the field takes the focus */
  focus: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const debounced = useDebouncedValue(value);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const last = useRef(initial.trim());

  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

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
          if (event.key === 'Escape' && value === '') onClose();
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
