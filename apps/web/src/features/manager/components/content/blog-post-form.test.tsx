// @vitest-environment jsdom
import type { ManagerBlog } from '@tavola/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { renderInArea } from '../../testing/render-in-area';
import { BlogPostForm } from './blog-post-form';

/** Issue 20: the post editor sends the texts of every language, the tags as a list, and shows a 422 on its tab. */

afterEach(cleanup);

const blog: ManagerBlog = { posts: [], tags: ['Saison'], language: 'de' };
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save post' })));

describe('BlogPostForm', () => {
  it("opens the restaurant language's tab for its message and focuses the field", async () => {
    const { calls } = await renderInArea(<BlogPostForm blog={blog} onDone={() => undefined} />, {
      answers: {
        'managers/blog/create': () => {
          throw new ApiError(422, 'Enter the title in the restaurant’s language.', {
            'title.de': ['Enter the title in the restaurant’s language.'],
          });
        },
      },
    });
    // the restaurant's language comes first and is chosen
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Deutsch', 'English', 'Français', 'العربية']);
    fireEvent.click(screen.getByRole('tab', { name: 'English' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title (English)' }), {
      target: { value: 'Harvest' },
    });
    await save();
    const german = await screen.findByRole('textbox', { name: /Title \(Deutsch\)/ });
    await waitFor(() => expect(german.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(german);
    expect(screen.getByRole('tab', { name: 'Deutsch' }).getAttribute('aria-selected')).toBe('true');
    expect(calls[0]!.input).toMatchObject({ title: { en: 'Harvest', de: '' }, tags: [], published: false });
  });

  it('sends an edited post with its tags split at the commas and its published mark, then closes', async () => {
    const onDone = vi.fn();
    const post = {
      id: 4,
      slug: 'ernte',
      title: { de: 'Ernte', en: '', fr: '', ar: '' },
      excerpt: { de: '', en: '', fr: '', ar: '' },
      content: { de: '<p>Da.</p>', en: '', fr: '', ar: '' },
      label: 'Ernte',
      tags: ['Saison'],
      published_at: null,
      image: null,
    };
    const { calls } = await renderInArea(<BlogPostForm blog={blog} post={post} onDone={onDone} />, {
      answers: {
        'managers/blog/update': (input) => ({ data: { ...post, ...input }, message: { body: 'Saved.' } }),
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Tags' }), {
      target: { value: 'Saison, Oliven ,, Hof' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Published (visible on the storefront)' }));
    await save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]!.input).toMatchObject({
      id: 4,
      slug: 'ernte',
      tags: ['Saison', 'Oliven', 'Hof'],
      published: true,
      content: { de: '<p>Da.</p>' },
    });
  });
});
