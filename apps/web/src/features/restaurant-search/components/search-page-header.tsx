import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n';
import { LanguageSwitcher } from '../../language';

/**
 * Issue 33: the search page's header (it belongs to the installation, not to a restaurant):
 * its name back to the search, and the language switch every storefront page has.
 */
export function SearchPageHeader({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-3">
        <Link to={home} className="min-w-0 truncate text-lg font-bold tracking-tight">
          {t('search.home')}
        </Link>
        <div className="ms-auto">
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
