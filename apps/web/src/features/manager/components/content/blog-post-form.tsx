import type { BlogTexts, ManagerBlog, ManagerBlogPostDto } from '@tavola/contracts';
import { localeInfo, locales } from '@tavola/i18n/locales';
import { useState } from 'react';
import { CheckboxField, TextAreaField, TextField } from '../../../../components/ui/form';
import { useSavePost } from '../../api/content-api';
import { useEditController } from '../../hooks/use-edit-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { LanguageTabs } from '../menu/language-tabs';
import { SheetForm } from '../resource';

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
  const languages = [blog.language, ...locales.filter((code) => code !== blog.language)];
  const [language, setLanguage] = useState<Language>(blog.language);
  const [texts, setTexts] = useState(() => ({
    title: post?.title ?? emptyTexts,
    excerpt: post?.excerpt ?? emptyTexts,
    content: post?.content ?? emptyTexts,
  }));
  const form = useEditController({
    save: useSavePost(api, restaurant.id),
    read: (fields) => ({
      ...(post ? { id: post.id } : {}),
      ...texts,
      slug: String(fields.get('slug') ?? '').trim(),
      tags: String(fields.get('tags') ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      published: fields.get('published') === 'on',
    }),
    onSaved: onDone,
    // a message on another language's text: show its tab, so the focus can reach the field
    onFieldErrors: (fields) => {
      const other = Object.keys(fields).map(languageOf).find(Boolean);
      if (other && !Object.keys(fields).some((field) => field.endsWith(`.${language}`))) setLanguage(other);
    },
  });
  const { errors, clear } = form;
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

  const languageName = localeInfo[language].nativeName;
  return (
    <SheetForm
      title={post ? t('blog.editTitle', { title: post.label }) : t('blog.new')}
      saveLabel={t('blog.save')}
      controller={form}
      onClose={onDone}
      wide
    >
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
    </SheetForm>
  );
}
