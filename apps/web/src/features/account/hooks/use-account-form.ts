import { useState } from 'react';
import { fieldErrorsOf, useFormErrors } from '../../../components/ui/form';
import { snackbar } from '../../../lib/snackbar';
import { useFailureText } from './use-failure-text';

/**
 * What every account form keeps: the values typed, their field messages and whether it is
 * sending. Typing in a field drops its message; a failure puts a 422's messages beside their
 * fields and says anything else once, in the snackbar (issue 15).
 */
export function useAccountForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const { formRef, errors, show: showErrors, clear } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const failure = useFailureText();
  const set = (field: keyof Values & string) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [field]: event.target.value }));
    clear(field);
  };
  const fail = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    showErrors(fields);
    if (Object.keys(fields).length === 0) snackbar.error(failure(error));
  };
  return { values, setValues, set, formRef, errors, showErrors, busy, setBusy, fail };
}
