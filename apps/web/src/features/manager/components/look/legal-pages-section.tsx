import type { StorefrontPages } from '@tavola/contracts';
import { type LegalPageKind, legalPageKinds } from '@tavola/domain';
import { useId, useState } from 'react';
import { controlClass } from '../../../../components/ui/form';
import { useSaveLegalPage } from '../../api/look-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { PageTextsEditor } from './page-texts-editor';

/** SPEC §3 legal content: About us, Imprint, Privacy and Terms, one at a time, every language. */
export function LegalPagesSection({ pages }: { pages: StorefrontPages }) {
  const t = useManagerT();
  const id = useId();
  const { api, restaurant } = useManager();
  const save = useSaveLegalPage(api, restaurant.id);
  const [kind, setKind] = useState<LegalPageKind>('imprint');
  const pageName = t(`pages.kind.${kind}`);

  return (
    <div className="space-y-4">
      <div className="sm:w-80">
        <label htmlFor={`${id}-page`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('pages.page')}
        </label>
        <select
          id={`${id}-page`}
          value={kind}
          onChange={(event) => setKind(event.target.value as LegalPageKind)}
          className={controlClass}
        >
          {legalPageKinds.map((each) => (
            <option key={each} value={each}>
              {t(`pages.kind.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <PageTextsEditor
        // another page starts from its own stored texts
        key={kind}
        texts={pages.legal[kind]}
        label={(language) => t('pages.text', { page: pageName, language })}
        saveLabel={t('pages.save')}
        pending={save.isPending}
        save={(content) => save.mutateAsync({ kind, content })}
      />
    </div>
  );
}
