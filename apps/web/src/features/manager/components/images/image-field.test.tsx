// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import type { ImageSlotCalls } from '../../api/images-api';
import { renderInArea } from '../../testing/render-in-area';
import { ImageField } from './image-field';

/** Issue 20: the back office's image field — choose, progress, the server's verdict, remove. */

beforeAll(() => {
  // jsdom has no object URLs; the field only hands them to <img> for the preview
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(cleanup);

const saved = (image: string | null, body: string) => ({
  data: { image },
  message: { type: 'success' as const, body },
});
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'soup.jpg', { type: 'image/jpeg' });

async function renderField(calls: Partial<ImageSlotCalls>, image: string | null = null) {
  const all: ImageSlotCalls = {
    upload: vi.fn(() => Promise.reject(new Error('not expected'))),
    remove: vi.fn(() => Promise.reject(new Error('not expected'))),
    ...calls,
  };
  await renderInArea(
    <ImageField label="Photo of the product" hint="Up to 10 MB." image={image} calls={all} />,
  );
  return {
    calls: all,
    // the manager texts load lazily the first time
    input: (await screen.findByLabelText('Photo of the product: Choose an image')) as HTMLInputElement,
  };
}

describe('ImageField', () => {
  it('sends a chosen file, shows its progress, then the new image and says so', async () => {
    let finish!: (answer: ReturnType<typeof saved>) => void;
    let progress!: (fraction: number) => void;
    const { calls, input } = await renderField({
      upload: vi.fn<ImageSlotCalls['upload']>((_file, onProgress) => {
        progress = onProgress;
        return new Promise((resolve) => {
          finish = resolve;
        });
      }),
    });
    expect(screen.getByText('No image yet')).toBeTruthy();
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/avif,image/gif');

    await act(async () => fireEvent.change(input, { target: { files: [photo()] } }));
    expect(calls.upload).toHaveBeenCalledOnce();
    act(() => progress(0.42));
    expect((screen.getByRole('progressbar', { name: 'Upload progress' }) as HTMLProgressElement).value).toBe(
      42,
    );
    expect(screen.getByText('Uploading… 42 %')).toBeTruthy();
    expect(input.disabled).toBe(true);
    act(() => progress(1));
    expect(screen.getByText('Preparing the image for phones and screens…')).toBeTruthy();

    await act(async () => finish(saved('/api/media/77', 'The image is saved.')));
    const shown = screen.getByRole('img', { name: 'Current image' }) as HTMLImageElement;
    expect(shown.getAttribute('srcset')).toContain('/api/media/77?w=320 320w');
    expect(shown.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('status').textContent).toBe('The image is saved.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's refusal under the field, tied to the input, and keeps the image", async () => {
    const refusal = new ApiError(422, 'Bad', {
      image: ['This image is damaged or incomplete and cannot be read.'],
    });
    const { input } = await renderField({ upload: vi.fn(() => Promise.reject(refusal)) }, '/api/media/5');
    await act(async () => fireEvent.change(input, { target: { files: [photo()] } }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This image is damaged or incomplete and cannot be read.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect((screen.getByRole('img', { name: 'Current image' }) as HTMLImageElement).src).toContain(
      '/api/media/5',
    );
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const { calls, input } = await renderField({});
    const big = photo();
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await act(async () => fireEvent.change(input, { target: { files: [big] } }));
    expect(calls.upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is larger than 10 MB. Choose a smaller image.',
    );
  });

  it('removes the image and leaves the keyboard on the file input', async () => {
    const { calls, input } = await renderField(
      { remove: vi.fn(() => Promise.resolve(saved(null, 'The image is removed.'))) },
      '/api/media/5',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove image' })));
    expect(calls.remove).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByText('No image yet')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('status').textContent).toBe('The image is removed.');
  });
});
