import type { FormEvent, ReactNode, RefObject } from 'react';
import { primaryButton, secondaryButton } from '../../../../components/ui/form';
import { Sheet } from '../../../../components/ui/sheet';
import { useManagerT } from '../../manager-i18n';

/** What the sheet needs of its edit controller (hooks/use-edit-controller.ts). */
interface FormController {
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  clear: (...fields: string[]) => void;
  pending: boolean;
  failure: string | undefined;
}

/** A field's message goes once the field changes (issue 15): whichever named field it is. */
function clearChanged(clear: FormController['clear']) {
  return (event: FormEvent<HTMLFormElement>) => {
    const field = event.target;
    if (
      (field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement) &&
      field.name
    )
      clear(field.name);
  };
}

/**
 * Issue 35: a row's edit sheet. The fields scroll; Save and Cancel stay at the bottom with the
 * one message that names no field above them (a 422's messages stand beside their fields).
 */
export function SheetForm({
  title,
  saveLabel,
  controller,
  onClose,
  wide = false,
  children,
}: {
  title: string;
  saveLabel: string;
  controller: FormController;
  onClose: () => void;
  /** room for texts in several languages */
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useManagerT();
  return (
    <Sheet title={title} placement="end" onClose={onClose} style={wide ? { maxWidth: '46rem' } : undefined}>
      <form
        ref={controller.formRef}
        onSubmit={controller.submit}
        onChange={clearChanged(controller.clear)}
        noValidate
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex-1 space-y-4 overflow-y-auto px-5 pb-4">{children}</div>
        <div className="space-y-2 border-t border-stone-200 px-5 py-3">
          {controller.failure && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {controller.failure}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" disabled={controller.pending} className={`h-12 flex-1 ${primaryButton}`}>
              {saveLabel}
            </button>
            <button type="button" onClick={onClose} className={`h-12 flex-1 ${secondaryButton}`}>
              {t('content.cancel')}
            </button>
          </div>
        </div>
      </form>
    </Sheet>
  );
}
