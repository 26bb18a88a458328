import type { BlogTexts, ManagerBlog, ManagerBlogPostDto } from '@tavola/contracts';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { type FormEvent, useState } from 'react';
import {
  CheckboxField,
  fieldErrorsOf,
  formLevelError,
  primaryButton,
  secondaryButton,
  TextAreaField,
  TextField,
  useFormErrors,
} from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { errorMessage } from '../../../../lib/api-client';
import { useSavePost } from '../../api/content-api';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify } from '../../notices';
import { LanguageTabs } from '../menu/language-tabs';

type Language = keyof BlogTexts;
const emptyTexts: BlogTexts = { en: '', de: '', fr: '', ar: '' };
/** the language of a per-language field's message ('content.de' → 'de') */
const languageOf = (field: string) =>
  /^(?:title|excerpt|content)\.(en|de|fr|ar)$/.exec(field)?.[1] as Language | undefined;

/** Issue 20: a new blog post or the changes to one — texts per language, address, tags, published. */
export function BlogPostForm({
  blog,
  post,
  onDone,
}: {
  blog: ManagerBlog;
  post?: ManagerBlogPostDto;
  onDone: () => void;
}) {
  const t = useManagerT();
  const { api, restaurant } = useManager();
  const { formRef, errors, show, clear } = useFormErrors();
  const save = useSavePost(api, restaurant.id);
  const failure = formLevelError(save.error);
  const languages = [blog.language, ...locales.filter((code) => code !== blog.language)];
  const [language, setLanguage] = useState<Language>(blog.language);
  const [texts, setTexts] = useState(() => ({
    title: post?.title ?? emptyTexts,
    excerpt: post?.excerpt ?? emptyTexts,
    content: post?.content ?? emptyTexts,
  }));
  const marked = new Set(Object.keys(errors).flatMap((field) => languageOf(field) ?? []));
  const text = (part: keyof typeof texts) => ({
    lang: language,
    dir: localeInfo[language].dir,
    value: texts[part][language],
    errors: errors[`${part}.${language}`],
    onChange: (event: { target: { value: string } }) => {
      clear(`${part}.${language}`);
      setTexts((current) => ({ ...current, [part]: { ...current[part], [language]: event.target.value } }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate(
      {
        ...(post ? { id: post.id } : {}),
        ...texts,
        slug: String(form.get('slug') ?? '').trim(),
        tags: String(form.get('tags') ?? '')
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        published: form.get('published') === 'on',
      },
      {
        onSuccess: (answer) => {
          notify(answer.message.body, 'info', 3000);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          // a message on another language's text: show its tab, so the focus can reach the field
          const other = Object.keys(fields).map(languageOf).find(Boolean);
          if (other && !Object.keys(fields).some((field) => field.endsWith(`.${language}`)))
            setLanguage(other);
          show(fields);
        },
      },
    );
  }

  const languageName = localeInfo[language].nativeName;
  return (
    <Sheet
      title={post ? t('blog.editTitle', { title: post.label }) : t('blog.new')}
      placement="end"
      onClose={onDone}
      style={{ maxWidth: '46rem' }}
    >
      <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-4">
          <LanguageTabs
            label={t('blog.textsIn')}
            languages={languages}
            value={language}
            onChange={setLanguage}
            marked={marked}
          >
            <TextField
              label={t('blog.postTitle', { language: languageName })}
              required={language === blog.language}
              maxLength={150}
              autoComplete="off"
              {...text('title')}
            />
            <TextField
              label={t('blog.excerpt', { language: languageName })}
              hint={t('blog.excerptHint')}
              maxLength={300}
              autoComplete="off"
              {...text('excerpt')}
            />
            <TextAreaField
              label={t('blog.body', { language: languageName })}
              required={language === blog.language}
              hint={t('blog.bodyHint')}
              rows={12}
              maxLength={50_000}
              {...text('content')}
            />
          </LanguageTabs>
          <TextField
            label={t('blog.slug')}
            name="slug"
            dir="ltr"
            autoComplete="off"
            maxLength={80}
            hint={t('blog.slugHint', { slug: post?.slug ?? '…' })}
            defaultValue={post?.slug}
            errors={errors.slug}
            onChange={() => clear('slug')}
          />
          <TextField
            label={t('blog.tagsField')}
            name="tags"
            autoComplete="off"
            hint={t('blog.tagsHint', { tags: blog.tags.join(', ') || t('blog.noTags') })}
            defaultValue={post?.tags.join(', ')}
            errors={Object.entries(errors).flatMap(([field, messages]) =>
              field === 'tags' || field.startsWith('tags.') ? (messages ?? []) : [],
            )}
            onChange={() => clear(...Object.keys(errors).filter((field) => field.startsWith('tags')))}
          />
          <CheckboxField
            label={t('blog.publishNow')}
            name="published"
            defaultChecked={post?.published_at != null}
          />
        </div>
        <div className="space-y-2 border-t border-stone-200 px-5 py-3">
          {failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(failure, t('area.error'))}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" disabled={save.isPending} className={`h-12 flex-1 ${primaryButton}`}>
              {t('blog.save')}
            </button>
            <button type="button" onClick={onDone} className={`h-12 flex-1 ${secondaryButton}`}>
              {t('content.cancel')}
            </button>
          </div>
        </div>
      </form>
    </Sheet>
  );
}
