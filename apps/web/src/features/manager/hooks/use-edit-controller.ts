import type { FormEvent } from 'react';
import { type FieldErrors, fieldErrorsOf, formLevelError, useFormErrors } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { useManagerT } from '../manager-i18n';
import { notify } from '../notices';

/** The save an edit sheet sends: a write that answers the server's message (and the saved row). */
export interface RowSave<Input, Answer extends { message: { body: string } }> {
  mutate: (
    input: Input,
    callbacks: { onSuccess: (answer: Answer) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Issue 35: one edit sheet's form, as react-admin's edit controller runs it. The page says how
 * the form's fields make the contract's input (`read`); the controller sends it, shows the
 * server's message once saved, and puts a 422's messages beside their fields (the focus on the
 * first), never in a notice. Anything else is the form's one message above its buttons.
 */
export function useEditController<Input, Answer extends { message: { body: string } }>({
  save,
  read,
  onSaved,
  onFieldErrors,
}: {
  save: RowSave<Input, Answer>;
  read: (form: FormData) => Input;
  onSaved: (answer: Answer) => void;
  /** sees a 422's messages before they are shown (e.g. to open the language tab they are on) */
  onFieldErrors?: (fields: FieldErrors) => void;
}) {
  const t = useManagerT();
  const { formRef, errors, show, clear } = useFormErrors();
  const failure = formLevelError(save.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(read(new FormData(event.currentTarget)), {
      onSuccess: (answer) => {
        notify(answer.message.body, 'info', 3000);
        onSaved(answer);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        onFieldErrors?.(fields);
        show(fields);
      },
    });
  }

  return {
    formRef,
    errors,
    clear,
    submit,
    pending: save.isPending,
    /** a failure that names no field, in the server's words (else the area's own) */
    failure: failure ? errorMessage(failure, t('area.error')) : undefined,
  };
}

export type EditController = ReturnType<typeof useEditController>;
