import { IMAGE_MAX_BYTES } from '@tavola/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../../../components/ui/form';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { errorMessage } from '../../../../lib/api-client';
import type { ImageSlotCalls } from '../../api/images-api';
import { useManagerT } from '../../manager-i18n';

const megabytes = IMAGE_MAX_BYTES / (1024 * 1024);
const accepted = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

type State =
  | { kind: 'idle'; said?: string }
  | { kind: 'uploading'; percent: number; preview: string }
  | { kind: 'failed'; message: string };

/**
 * Issue 20: an image of the back office — what shows now, a native file input (keyboard and
 * screen reader as any input), the upload's progress, and Remove. A file is sent as soon as it
 * is chosen; the server judges it (by its bytes), and its message shows under the field. Larger
 * files than the server takes are refused here first, without sending them.
 */
export function ImageField({
  label,
  hint,
  image,
  calls,
  shape = 'square',
}: {
  label: string;
  hint?: string;
  /** where the image is served now, or null */
  image: string | null;
  calls: ImageSlotCalls;
  /** how the preview is cut: a product's square, a logo's circle, a cover's wide frame */
  shape?: 'square' | 'round' | 'wide';
}) {
  const t = useManagerT();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [shown, setShown] = useState(image);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setShown(image), [image]);
  // the local preview of a file being sent is let go once it is no longer shown
  const preview = state.kind === 'uploading' ? state.preview : undefined;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  async function send(file: File) {
    if (file.size > IMAGE_MAX_BYTES) {
      setState({ kind: 'failed', message: t('images.tooLarge', { megabytes }) });
      return;
    }
    setState({ kind: 'uploading', percent: 0, preview: URL.createObjectURL(file) });
    try {
      const answer = await calls.upload(file, (fraction) =>
        setState((now) => (now.kind === 'uploading' ? { ...now, percent: Math.round(fraction * 100) } : now)),
      );
      setShown(answer.data.image);
      setState({ kind: 'idle', said: answer.message.body });
    } catch (error) {
      const fieldMessage = (error as { errors?: Record<string, string[]> }).errors?.image?.[0];
      setState({ kind: 'failed', message: fieldMessage ?? errorMessage(error, t('area.error')) });
    }
  }

  async function remove() {
    try {
      const answer = await calls.remove();
      setShown(null);
      setState({ kind: 'idle', said: answer.message.body });
      // the Remove button is gone: the keyboard continues from the file input, not the page's top
      input.current?.focus();
    } catch (error) {
      setState({ kind: 'failed', message: errorMessage(error, t('area.error')) });
    }
  }

  const busy = state.kind === 'uploading';
  const frame =
    shape === 'wide'
      ? 'aspect-video w-48'
      : shape === 'round'
        ? 'size-24 rounded-full'
        : 'size-24 rounded-xl';
  const describedBy = [hint ? `${id}-hint` : '', state.kind === 'failed' ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 block text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div
          className={`${frame} flex shrink-0 items-center justify-center overflow-hidden bg-stone-100 ring-1 ring-stone-200`}
        >
          {state.kind === 'uploading' ? (
            <img src={state.preview} alt="" className="size-full object-cover opacity-60" />
          ) : shown ? (
            <ResponsiveImage
              src={shown}
              alt={t('images.preview')}
              sizes="192px"
              className="size-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-xs text-stone-600">{t('images.none')}</span>
          )}
        </div>
        <div className="min-w-48 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            {/* the native input keeps the keyboard and the screen reader; its label is the button
                everyone sees, in the manager's language (the browser's own "Choose File" is not) */}
            <input
              ref={input}
              id={id}
              type="file"
              accept={accepted}
              disabled={busy}
              aria-describedby={describedBy || undefined}
              aria-invalid={state.kind === 'failed' ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // the same file may be chosen again after a failure
                event.target.value = '';
                if (file) void send(file);
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              className={`inline-flex h-10 cursor-pointer items-center ${secondaryButton} peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-disabled:cursor-not-allowed peer-disabled:opacity-50`}
            >
              <span className="sr-only">{`${label}: `}</span>
              {t('images.choose')}
            </label>
            {shown && !busy && (
              <button type="button" onClick={() => void remove()} className={`h-10 ${secondaryButton}`}>
                {t('images.remove')}
              </button>
            )}
          </div>
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-stone-600">
              {hint}
            </p>
          )}
        </div>
      </div>
      {busy && (
        <div className="flex items-center gap-3">
          <progress
            max={100}
            value={state.percent}
            aria-label={t('images.progress')}
            className="h-2 flex-1 accent-(--color-primary)"
          />
          <span className="text-xs text-stone-700 tabular-nums">
            {/* sent: the server now makes the variants, which takes seconds for a large photo */}
            {state.percent < 100 ? t('images.uploading', { percent: state.percent }) : t('images.processing')}
          </span>
        </div>
      )}
      {state.kind === 'failed' && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
      <p role="status" className="sr-only">
        {state.kind === 'idle' ? (state.said ?? '') : ''}
      </p>
    </fieldset>
  );
}
