import { useCallback, useEffect, useRef, useState } from 'react';

/** Messages by field name, the shape of a 422's `errors` (SPEC §8). */
export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

/**
 * A 422's field messages (an ApiError's `errors`); any other failure names no field. Read by
 * shape, not by class, so the information panels' deferred chunk need not import the API
 * client (decision 010).
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return {};
  const errors = 'errors' in error ? error.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as FieldErrors) : {};
}

/** An error that names no field (not a 422 with `errors`): the form shows it once, above its buttons. */
export function formLevelError<E>(error: E | null | undefined): E | null {
  return error && Object.keys(fieldErrorsOf(error)).length === 0 ? error : null;
}

/** Moves the focus to the first field marked invalid, in the order the guest reads the form. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A form's field messages: `show` marks every named field and puts the focus on the first one;
 * `mark` adds one field's message where it stands (a check as the guest leaves a field); `clear` drops a field's message once the guest changes what it was about, so no message
 * outlives its cause (issue 15).
 */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // each `show` asks for the focus once the marks are in the page (after the render it causes)
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const show = useCallback((next: FieldErrors) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  }, []);
  const clear = useCallback(
    (...fields: string[]) =>
      setErrors((old) =>
        fields.some((field) => field in old)
          ? Object.fromEntries(Object.entries(old).filter(([field]) => !fields.includes(field)))
          : old,
      ),
    [],
  );
  const reset = useCallback(() => setErrors({}), []);
  /** one field's message, found while the guest fills the form: the others stay, the focus too */
  const mark = useCallback(
    (field: string, messages: readonly string[]) => setErrors((old) => ({ ...old, [field]: messages })),
    [],
  );
  return { formRef, errors, show, clear, reset, mark };
}
