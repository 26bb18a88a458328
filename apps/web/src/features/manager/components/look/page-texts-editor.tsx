import type { PageTexts } from '@tavola/contracts';
import { type Locale, localeInfo, locales } from '@tavola/i18n/locales';
import { type FormEvent, type ReactNode, useState } from 'react';
import { fieldErrorsOf, secondaryButton, useFormErrors } from '../../../../components/ui/form';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { LanguageTabs } from '../menu/language-tabs';
import { htmlToMarkdown, markdownToHtml } from './markdown';
import { MarkdownEditor } from './markdown-editor';

const languageOf = (field: string) =>
  locales.find((code) => field === `content.${code}`) as Locale | undefined;

/**
 * One page's or announcement's text in every storefront language: a tab per language (the
 * restaurant's first), the Markdown editor with its preview, and a 422 on another language's
 * text opens that tab and puts the focus on it. `save` gets the cleaned HTML per language.
 */
export function PageTextsEditor({
  texts,
  label,
  saveLabel,
  save,
  pending,
  children,
}: {
  texts: PageTexts;
  /** the text field's label in a language */
  label: (languageName: string) => string;
  saveLabel: string;
  save: (content: PageTexts) => Promise<{ message: { body: string } }>;
  pending: boolean;
  /** fields of the form beside the texts (e.g. whether guests see it) */
  children?: ReactNode;
}) {
  const t = useManagerT();
  const { restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const own = (locales.find((code) => code === restaurant.lang) ?? 'en') as Locale;
  const languages = [own, ...locales.filter((code) => code !== own)];
  const [language, setLanguage] = useState<Locale>(own);
  const [drafts, setDrafts] = useState<Record<Locale, string>>(() => ({
    en: htmlToMarkdown(texts.en),
    de: htmlToMarkdown(texts.de),
    fr: htmlToMarkdown(texts.fr),
    ar: htmlToMarkdown(texts.ar),
  }));
  const marked = new Set(Object.keys(errors).flatMap((field) => languageOf(field) ?? []));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = {
      en: markdownToHtml(drafts.en),
      de: markdownToHtml(drafts.de),
      fr: markdownToHtml(drafts.fr),
      ar: markdownToHtml(drafts.ar),
    };
    try {
      notify((await save(content)).message.body, 'info', 3000);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length === 0) return notifyError(error, t('area.error'));
      // a message on another language's text: show its tab, so the focus can reach the field
      const other = Object.keys(fields).flatMap((field) => languageOf(field) ?? [])[0];
      if (other && !(`content.${language}` in fields)) setLanguage(other);
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
      <button type="submit" disabled={pending} className={`h-11 ${secondaryButton}`}>
        {saveLabel}
      </button>
    </form>
  );
}
