// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, TextField } from './field';
import { useFormErrors } from './use-form-errors';

afterEach(cleanup);

describe('TextField', () => {
  it('ties its message to the control: aria-invalid, aria-describedby, the text under it', () => {
    render(<TextField label="E-mail" required errors={['Enter a valid e-mail address']} defaultValue="a@" />);
    const input = screen.getByLabelText(/E-mail/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter a valid e-mail address');
  });

  it('is neither invalid nor described when there is no message', () => {
    render(<TextField label="Company" defaultValue="" />);
    const input = screen.getByLabelText('Company');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('describes the control by its hint and its message together', () => {
    render(<TextField label="Password" hint="At least 8 characters" errors="Too short" />);
    const ids = screen.getByLabelText('Password').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'At least 8 characters',
      'Too short',
    ]);
  });
});

/** A form as the storefront builds one: every field checked on submit, a message cleared on change. */
function Form() {
  const { formRef, errors, show, clear } = useFormErrors();
  const [values, setValues] = useState({ name: '', email: '', terms: false });
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        show({
          ...(values.name ? {} : { name: ['Required'] }),
          ...(values.email ? {} : { email: ['Required'] }),
          ...(values.terms ? {} : { terms: ['Accept the terms'] }),
        });
      }}
    >
      <TextField
        label="Name"
        errors={errors.name}
        value={values.name}
        onChange={(event) => {
          setValues((old) => ({ ...old, name: event.target.value }));
          clear('name');
        }}
      />
      <TextField label="E-mail" errors={errors.email} value={values.email} readOnly />
      <CheckboxField
        label="I accept the terms"
        errors={errors.terms}
        checked={values.terms}
        onChange={(event) => setValues((old) => ({ ...old, terms: event.target.checked }))}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormErrors', () => {
  it('marks every invalid field and puts the focus on the first', () => {
    render(<Form />);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('I accept the terms').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('drops a message that no longer applies once the field changes', () => {
    render(<Form />);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryAllByText('Required')).toHaveLength(1);
  });
});
