import type { PageTexts } from '@tavola/contracts';
import { type Locale, localeInfo, locales } from '@tavola/i18n/locales';
import { type FormEvent, type ReactNode, useState } from 'react';
import { fieldErrorsOf, secondaryButton, TextField, useFormErrors } from '../../../../components/ui/form';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { LanguageTabs } from '../menu/language-tabs';
import { htmlToMarkdown, markdownToHtml } from './markdown';
import { MarkdownEditor } from './markdown-editor';

/** the language a field of the texts belongs to: 'content.de', 'title.fr' */
const languageOf = (field: string) =>
  locales.find((code) => field === `content.${code}` || field === `title.${code}`) as Locale | undefined;

const perLanguage = <T,>(make: (language: Locale) => T) =>
  Object.fromEntries(locales.map((code) => [code, make(code)])) as Record<Locale, T>;

export interface SavedTexts {
  content: PageTexts;
  /** only for pages with a title (information pages) */
  title: PageTexts;
}

/**
 * One page's or announcement's text in every storefront language: a tab per language (the
 * restaurant's first), a title where the page has one, the Markdown editor with its preview; a
 * 422 on another language's field opens that tab and puts the focus on it. `save` gets the
 * cleaned HTML per language.
 */
export function PageTextsEditor({
  texts,
  titles,
  label,
  saveLabel,
  save,
  pending,
  children,
  actions,
}: {
  texts: PageTexts;
  titles?: PageTexts;
  /** the text field's label in a language */
  label: (languageName: string) => string;
  saveLabel: string;
  save: (texts: SavedTexts) => Promise<{ message: { body: string } }>;
  pending: boolean;
  /** fields of the form before the texts (e.g. whether guests see it) */
  children?: ReactNode;
  /** buttons beside Save (e.g. delete) */
  actions?: ReactNode;
}) {
  const t = useManagerT();
  const { restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const own = (locales.find((code) => code === restaurant.lang) ?? 'en') as Locale;
  const languages = [own, ...locales.filter((code) => code !== own)];
  const [language, setLanguage] = useState<Locale>(own);
  const [drafts, setDrafts] = useState(() => perLanguage((code) => htmlToMarkdown(texts[code])));
  const [titleDrafts, setTitleDrafts] = useState(() => perLanguage((code) => titles?.[code] ?? ''));
  const marked = new Set(Object.keys(errors).flatMap((field) => languageOf(field) ?? []));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const answer = await save({
        content: perLanguage((code) => markdownToHtml(drafts[code])),
        title: titleDrafts,
      });
      notify(answer.message.body, 'info', 3000);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length === 0) return notifyError(error, t('area.error'));
      // a message on another language's field: show its tab, so the focus can reach the field
      const named = Object.keys(fields).flatMap((field) => languageOf(field) ?? []);
      if (named.length && !named.includes(language)) setLanguage(named[0]!);
      show(fields);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      {children}
      <LanguageTabs
        label={t('pages.textsIn')}
        languages={languages}
        value={language}
        onChange={setLanguage}
        marked={marked}
      >
        {titles && (
          <TextField
            key={`title-${language}`}
            label={t('pages.pageTitle', { language: localeInfo[language].nativeName })}
            required={language === own}
            lang={language}
            dir={localeInfo[language].dir}
            maxLength={80}
            autoComplete="off"
            className="sm:w-96"
            value={titleDrafts[language]}
            errors={errors[`title.${language}`]}
            onChange={(event) => {
              clear(`title.${language}`);
              setTitleDrafts((current) => ({ ...current, [language]: event.target.value }));
            }}
          />
        )}
        <MarkdownEditor
          key={language}
          lang={language}
          dir={localeInfo[language].dir}
          label={label(localeInfo[language].nativeName)}
          value={drafts[language]}
          errors={errors[`content.${language}`]}
          fallbackLanguageName={language === own ? undefined : localeInfo[own].nativeName}
          onChange={(value) => {
            clear(`content.${language}`);
            setDrafts((current) => ({ ...current, [language]: value }));
          }}
        />
      </LanguageTabs>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={`h-11 ${secondaryButton}`}>
          {saveLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
