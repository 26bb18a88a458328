import { type KeyboardEvent, type ReactNode, useDeferredValue, useId, useRef } from 'react';
import { Field, type FieldMessages, textAreaClass } from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import { markdownToHtml } from './markdown';

type Edit =
  | { kind: 'wrap'; before: string; after: string; placeholder: string }
  | { kind: 'lines'; prefix: (index: number) => string };

/**
 * Decision 045: a plain textarea for a small Markdown subset, with buttons that write the
 * marks around the selection (Ctrl/⌘+B and +I too) and a preview of the cleaned result beside
 * it. A textarea is what every screen reader, keyboard, spell checker and phone already knows.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  errors,
  lang,
  dir,
  fallbackLanguageName,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: FieldMessages;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** the language guests read when this one is empty; none for the restaurant's own */
  fallbackLanguageName?: string;
}) {
  const t = useManagerT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = markdownToHtml(useDeferredValue(value));

  function apply(edit: Edit) {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const selected = element.value.slice(start, end);
    element.focus();
    if (edit.kind === 'wrap') {
      const inner = selected || edit.placeholder;
      element.setRangeText(`${edit.before}${inner}${edit.after}`, start, end, 'end');
      // the words stay selected, so typing replaces a placeholder
      element.setSelectionRange(start + edit.before.length, start + edit.before.length + inner.length);
    } else {
      // whole lines: from the start of the selection's first line to the end of its last
      const from = element.value.lastIndexOf('\n', start - 1) + 1;
      const lines = element.value.slice(from, end).split('\n');
      const text = lines.map((line, index) => `${edit.prefix(index)}${line}`).join('\n');
      element.setRangeText(text, from, end, 'end');
    }
    onChange(element.value);
  }

  const actions: { label: string; edit: Edit; mark: ReactNode; shortcut?: string }[] = [
    { label: t('editor.bold'), mark: 'B', shortcut: 'b', edit: wrap('**', '**', t('editor.bold')) },
    { label: t('editor.italic'), mark: 'I', shortcut: 'i', edit: wrap('*', '*', t('editor.italic')) },
    { label: t('editor.heading'), mark: 'H', edit: { kind: 'lines', prefix: () => '### ' } },
    { label: t('editor.bulletList'), mark: '•', edit: { kind: 'lines', prefix: () => '- ' } },
    { label: t('editor.numberedList'), mark: '1.', edit: { kind: 'lines', prefix: (i) => `${i + 1}. ` } },
    { label: t('editor.link'), mark: linkIcon, edit: wrap('[', '](https://)', t('editor.link')) },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const action = actions.find((each) => each.shortcut === event.key.toLowerCase());
    if (!action) return;
    event.preventDefault();
    apply(action.edit);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <fieldset className="mb-2 flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1">
          <legend className="sr-only">{t('editor.formatting')}</legend>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              title={action.label}
              aria-label={action.label}
              aria-keyshortcuts={action.shortcut ? `Control+${action.shortcut.toUpperCase()}` : undefined}
              // keeps the textarea's selection: the button acts on it
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(action.edit)}
              className={`inline-flex size-10 items-center justify-center rounded-lg text-sm text-stone-800 hover:bg-white focus-visible:bg-white ${
                action.mark === 'B' ? 'font-bold' : action.mark === 'I' ? 'italic' : 'font-semibold'
              }`}
            >
              <span aria-hidden="true">{action.mark}</span>
            </button>
          ))}
        </fieldset>
        <Field label={label} hint={t('editor.hint')} errors={errors}>
          {(control) => (
            <textarea
              {...control}
              ref={area}
              lang={lang}
              dir={dir}
              rows={10}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={onKeyDown}
              className={`${textAreaClass} min-h-56 font-mono text-sm leading-relaxed`}
            />
          )}
        </Field>
      </div>
      <section aria-labelledby={`${id}-preview`} className="rounded-2xl border border-stone-200 p-4">
        <h3 id={`${id}-preview`} className="mb-2 text-sm font-semibold text-stone-600">
          {t('editor.preview')}
        </h3>
        {preview ? (
          <div
            lang={lang}
            dir={dir}
            className="rich-text text-stone-900"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned with the server's allow-list (markdown.ts)
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        ) : (
          <p className="text-sm text-stone-600">
            {fallbackLanguageName
              ? t('editor.previewEmpty', { language: fallbackLanguageName })
              : t('editor.previewNothing')}
          </p>
        )}
      </section>
    </div>
  );
}

const wrap = (before: string, after: string, placeholder: string): Edit => ({
  kind: 'wrap',
  before,
  after,
  placeholder,
});

const linkIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 20 20"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path d="M8.5 11.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5L10 5" strokeLinecap="round" />
    <path d="M11.5 8.5a3.5 3.5 0 0 0-5 0L4 11a3.5 3.5 0 0 0 5 5l1-1" strokeLinecap="round" />
  </svg>
);
