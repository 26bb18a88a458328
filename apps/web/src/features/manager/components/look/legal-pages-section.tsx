import type { InformationPageDto, StorefrontPages } from '@tavola/contracts';
import { legalPageKinds, resolveText } from '@tavola/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { controlClass, secondaryButton } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { useDeleteInformationPage, useSaveInformationPage, useSaveLegalPage } from '../../api/look-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { PageTextsEditor } from './page-texts-editor';

/** 'legal:imprint', 'page:12' or 'new': the page being edited */
type Choice = `legal:${(typeof legalPageKinds)[number]}` | `page:${number}` | 'new';
const empty = { en: '', de: '', fr: '', ar: '' };

/**
 * SPEC §3 legal content (About us, Imprint, Privacy, Terms) and the restaurant's own information
 * pages, one at a time, every language; information pages are added and deleted here too.
 */
export function LegalPagesSection({ pages }: { pages: StorefrontPages }) {
  const t = useManagerT();
  const { locale } = useTranslation();
  const id = useId();
  const { api, restaurant } = useManager();
  const saveLegal = useSaveLegalPage(api, restaurant.id);
  const [choice, setChoice] = useState<Choice>('legal:imprint');
  const titleOf = (page: InformationPageDto) => resolveText(page.title, locale, restaurant.lang);
  const [kind, chosenId] = choice.split(':') as [string, string | undefined];
  const information = pages.information_pages.find((page) => String(page.id) === chosenId);

  return (
    <div className="space-y-4">
      <div className="sm:w-96">
        <label htmlFor={`${id}-page`} className="mb-1 block text-sm font-medium text-stone-800">
          {t('pages.page')}
        </label>
        <select
          id={`${id}-page`}
          value={information || kind !== 'page' ? choice : 'legal:imprint'}
          onChange={(event) => setChoice(event.target.value as Choice)}
          className={controlClass}
        >
          <optgroup label={t('pages.legalGroup')}>
            {legalPageKinds.map((each) => (
              <option key={each} value={`legal:${each}`}>
                {t(`pages.kind.${each}`)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('pages.infoGroup')}>
            {pages.information_pages.map((page) => (
              <option key={page.id} value={`page:${page.id}`}>
                {titleOf(page)}
              </option>
            ))}
            <option value="new">{t('pages.newPage')}</option>
          </optgroup>
        </select>
      </div>
      {kind === 'legal' && chosenId && (
        <PageTextsEditor
          // another page starts from its own stored texts
          key={choice}
          texts={pages.legal[chosenId as (typeof legalPageKinds)[number]]}
          label={(language) =>
            t('pages.text', {
              page: t(`pages.kind.${chosenId as (typeof legalPageKinds)[number]}`),
              language,
            })
          }
          saveLabel={t('pages.save')}
          pending={saveLegal.isPending}
          save={({ content }) =>
            saveLegal.mutateAsync({ kind: chosenId as (typeof legalPageKinds)[number], content })
          }
        />
      )}
      {(choice === 'new' || information) && (
        <InformationPageForm
          key={choice}
          page={information}
          title={information ? titleOf(information) : t('pages.newPage')}
          onSaved={(saved) => setChoice(`page:${saved}`)}
          onDeleted={() => setChoice('legal:imprint')}
        />
      )}
    </div>
  );
}

function InformationPageForm({
  page,
  title,
  onSaved,
  onDeleted,
}: {
  page?: InformationPageDto;
  title: string;
  onSaved: (id: number) => void;
  onDeleted: () => void;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const save = useSaveInformationPage(api, restaurant.id);
  const remove = useDeleteInformationPage(api, restaurant.id);
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  // the question is read with the button the focus moves to
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);

  return (
    <PageTextsEditor
      texts={page?.content ?? empty}
      titles={page?.title ?? empty}
      label={(language) => t('pages.text', { page: title, language })}
      saveLabel={page ? t('pages.save') : t('pages.create')}
      pending={save.isPending}
      save={async (texts) => {
        const answer = await save.mutateAsync({ id: page?.id, ...texts });
        if (!page) onSaved(answer.data.id);
        return answer;
      }}
      actions={
        page &&
        (confirming ? (
          <div className="flex flex-wrap items-center gap-3 text-sm font-medium text-stone-800">
            <span id={`confirm-delete-${page.id}`}>{t('pages.confirmDelete', { title })}</span>
            <button
              type="button"
              ref={confirm}
              aria-describedby={`confirm-delete-${page.id}`}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(page.id, {
                  onSuccess: (answer) => {
                    notify(answer.message.body, 'info', 3000);
                    onDeleted();
                  },
                  onError: (error) => notifyError(error, t('area.error')),
                })
              }
              className="h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
            >
              {t('pages.confirmDeleteYes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={`h-11 ${secondaryButton}`}>
              {t('pages.keep')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="h-11 rounded-full px-5 font-semibold text-red-700 ring-1 ring-red-700/40 hover:bg-red-50"
          >
            {t('pages.delete')}
          </button>
        ))
      }
    />
  );
}
