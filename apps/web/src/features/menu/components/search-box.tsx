import { lazy, Suspense, startTransition, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { SearchIcon } from './search-icon';

/** the field's module loads when the guest opens the search (issue 21) */
const SearchField = lazy(() => import('./search-field'));

/**
 * SPEC §2/§4: toggled by a search button; open from the start when the address holds a search.
 * The button stays until the field's module is in (a transition), so nothing flashes.
 */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const [open, setOpen] = useState<'closed' | 'from-address' | 'by-guest'>(
    initial !== '' ? 'from-address' : 'closed',
  );
  const button = <SearchButton onOpen={() => startTransition(() => setOpen('by-guest'))} />;
  if (open === 'closed') return button;
  return (
    <Suspense fallback={button}>
      <SearchField
        initial={initial}
        onSearch={onSearch}
        onClose={() => setOpen('closed')}
        focus={open === 'by-guest'}
      />
    </Suspense>
  );
}

function SearchButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex size-10 items-center justify-center rounded-full border border-stone-200 bg-white hover:border-stone-300"
      aria-label={t('search.open')}
    >
      <SearchIcon />
    </button>
  );
}
