import { useQuery } from '@tanstack/react-query';
import type { ManagerBlogPostDto } from '@tavola/contracts';
import { useTranslation } from '../../../../lib/i18n';
import { blogQuery, useDeletePost, usePublishPost } from '../../api/content-api';
import { formatInstant } from '../../format';
import { useListController } from '../../hooks/use-list-controller';
import { useManager } from '../../manager-context';
import { useManagerT } from '../../manager-i18n';
import { notify, notifyError } from '../../notices';
import {
  CreateButton,
  DeleteConfirmation,
  EditAndDelete,
  EmptyList,
  ResourcePage,
  ResourceTable,
  RowButton,
} from '../resource';
import { BlogPostForm } from './blog-post-form';

/** Issue 20 (back office), a chunk of its own: the restaurant's blog posts — write, tag, publish, delete. */
export default function BlogPage() {
  const t = useManagerT();
  const { locale } = useTranslation();
  const { api, restaurant } = useManager();
  const blog = useQuery(blogQuery(api, restaurant.id, locale));
  const publish = usePublishPost(api, restaurant.id);
  const list = useListController<ManagerBlogPostDto>({ remove: useDeletePost(api, restaurant.id) });

  return (
    <ResourcePage
      title={t('blog.title')}
      intro={t('blog.intro')}
      loading={blog.isPending}
      failed={blog.isError}
      actions={blog.data && <CreateButton text={`+ ${t('blog.new')}`} onClick={list.create} />}
    >
      {blog.data &&
        (blog.data.posts.length === 0 ? (
          <EmptyList text={t('blog.empty')} />
        ) : (
          <ResourceTable
            label={t('blog.title')}
            rows={blog.data.posts}
            columns={[
              {
                header: t('blog.post'),
                cellClass: '',
                cell: (post) => (
                  <>
                    <span className="block font-semibold">{post.label}</span>
                    <span className="block text-xs text-stone-600">
                      <bdi dir="ltr">/blogs/{post.slug}</bdi>
                    </span>
                  </>
                ),
              },
              {
                header: t('blog.tags'),
                cell: (post) => (
                  <ul className="flex flex-wrap gap-1">
                    {post.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800">
                        {tag}
                      </li>
                    ))}
                  </ul>
                ),
              },
              {
                header: t('blog.state'),
                cell: (post) =>
                  post.published_at ? (
                    <span className="text-emerald-800">
                      {t('blog.published', {
                        date: formatInstant(post.published_at, restaurant.time_zone, locale),
                      })}
                    </span>
                  ) : (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t('blog.draft')}
                    </span>
                  ),
              },
            ]}
            actionsLabel={t('blog.actions')}
            actions={(post) => (
              <EditAndDelete
                list={list}
                row={post}
                edit={{ text: t('blog.edit'), label: t('blog.editLabel', { title: post.label }) }}
                remove={{ text: t('content.delete'), label: t('blog.deleteLabel', { title: post.label }) }}
              >
                <RowButton
                  text={post.published_at ? t('blog.unpublish') : t('blog.publish')}
                  label={t(post.published_at ? 'blog.unpublishLabel' : 'blog.publishLabel', {
                    title: post.label,
                  })}
                  disabled={publish.isPending}
                  onClick={() =>
                    publish.mutate(
                      { id: post.id, published: !post.published_at },
                      {
                        onSuccess: (answer) => notify(answer.message.body, 'info', 3000),
                        onError: (error) => notifyError(error, t('area.error')),
                      },
                    )
                  }
                />
              </EditAndDelete>
            )}
          />
        ))}
      {list.editing && blog.data && (
        <BlogPostForm blog={blog.data} post={list.editing.row} onDone={list.closeEditor} />
      )}
      <DeleteConfirmation
        list={list}
        action={t('content.delete')}
        question={(post) => t('blog.confirmDelete', { title: post.label })}
      />
    </ResourcePage>
  );
}
