import { useQuery } from '@tanstack/react-query';
import type { ManagerBlogPostDto } from '@tavola/contracts';
import { useState } from 'react';
import { primaryButton } from '../../../../components/ui/form';
import { useTranslation } from '../../../../lib/i18n';
import { blogQuery, useDeletePost, usePublishPost } from '../../api/content-api';
import { formatInstant } from '../../format';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import { ConfirmSheet } from '../confirm-sheet';
import { BlogPostForm } from './blog-post-form';
import { ContentPage, dangerButton, headCell, ListTable, outlineButton } from './content-page';

/** Issue 20 (back office), a chunk of its own: the restaurant's blog posts — write, tag, publish, delete. */
export default function BlogPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const blog = useQuery(blogQuery(api, restaurant.id, locale));
  const publish = usePublishPost(api, restaurant.id);
  const remove = useDeletePost(api, restaurant.id);
  const [editing, setEditing] = useState<ManagerBlogPostDto | 'new'>();
  const [deleting, setDeleting] = useState<ManagerBlogPostDto>();
  const done = (answer: { message: { body: string } }) => notify(answer.message.body, 'info', 3000);
  const failed = (error: unknown) => notifyError(error, t('area.error'));

  return (
    <ContentPage
      title={t('blog.title')}
      intro={t('blog.intro')}
      loading={blog.isPending}
      failed={blog.isError}
      actions={
        blog.data && (
          <button type="button" onClick={() => setEditing('new')} className={`h-12 ${primaryButton}`}>
            + {t('blog.new')}
          </button>
        )
      }
    >
      {blog.data &&
        (blog.data.posts.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-stone-600 ring-1 ring-stone-200">{t('blog.empty')}</p>
        ) : (
          <ListTable>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className={headCell}>
                  {t('blog.post')}
                </th>
                <th scope="col" className={headCell}>
                  {t('blog.tags')}
                </th>
                <th scope="col" className={headCell}>
                  {t('blog.state')}
                </th>
                <th scope="col" className={headCell}>
                  <span className="sr-only">{t('blog.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {blog.data.posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row" className="px-3 py-2 text-start">
                    <span className="block font-semibold">{post.label}</span>
                    <span className="block text-xs text-stone-600">
                      <bdi dir="ltr">/blogs/{post.slug}</bdi>
                    </span>
                  </th>
                  <td className="px-3 py-2">
                    <ul className="flex flex-wrap gap-1">
                      {post.tags.map((tag) => (
                        <li
                          key={tag}
                          className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800"
                        >
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-3 py-2">
                    {post.published_at ? (
                      <span className="text-emerald-800">
                        {t('blog.published', {
                          date: formatInstant(post.published_at, restaurant.time_zone, locale),
                        })}
                      </span>
                    ) : (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {t('blog.draft')}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2 whitespace-nowrap">
                      <button
                        type="button"
                        aria-label={t('blog.editLabel', { title: post.label })}
                        onClick={() => setEditing(post)}
                        className={outlineButton}
                      >
                        {t('blog.edit')}
                      </button>
                      <button
                        type="button"
                        disabled={publish.isPending}
                        aria-label={t(post.published_at ? 'blog.unpublishLabel' : 'blog.publishLabel', {
                          title: post.label,
                        })}
                        onClick={() =>
                          publish.mutate(
                            { id: post.id, published: !post.published_at },
                            { onSuccess: done, onError: failed },
                          )
                        }
                        className={outlineButton}
                      >
                        {post.published_at ? t('blog.unpublish') : t('blog.publish')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('blog.deleteLabel', { title: post.label })}
                        onClick={() => setDeleting(post)}
                        className={dangerButton}
                      >
                        {t('content.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        ))}
      {editing && blog.data && (
        <BlogPostForm
          blog={blog.data}
          post={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      {deleting && (
        <ConfirmSheet
          title={t('content.delete')}
          text={t('blog.confirmDelete', { title: deleting.label })}
          action={t('content.delete')}
          pending={remove.isPending}
          onClose={() => setDeleting(undefined)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (answer) => {
                setDeleting(undefined);
                done(answer);
              },
              onError: failed,
            })
          }
        />
      )}
    </ContentPage>
  );
}
