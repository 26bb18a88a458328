// @vitest-environment jsdom
import { useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { SheetForm } from '../components/resource';
import { hookWrapper } from '../testing/hook-wrapper';
import { useEditController } from './use-edit-controller';

afterEach(cleanup);

type Answer = { data: { id: number; code: string }; message: { body: string } };

/** A voucher's code in the kit's sheet, run by the controller, over a save that answers as `answer` says. */
async function voucherForm(
  answer: (input: { code: string }) => Promise<Answer>,
  hooks: { onSaved?: (answer: Answer) => void; onFieldErrors?: (fields: object) => void } = {},
) {
  const sent: { code: string }[] = [];
  function VoucherCode() {
    const form = useEditController({
      save: useMutation({
        mutationFn: (input: { code: string }) => {
          sent.push(input);
          return answer(input);
        },
      }),
      read: (fields) => ({ code: String(fields.get('code') ?? '').trim() }),
      onSaved: hooks.onSaved ?? (() => undefined),
      onFieldErrors: hooks.onFieldErrors,
    });
    return (
      <SheetForm title="Voucher" saveLabel="Save" controller={form} onClose={() => undefined}>
        <TextField label="Code" name="code" errors={form.errors.code} />
        <TextField label="Note" name="note" errors={form.errors.note} />
      </SheetForm>
    );
  }
  const wrapper = await hookWrapper();
  await act(async () => render(<VoucherCode />, { wrapper }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Voucher' }));
  const code = sheet.getByRole('textbox', { name: 'Code' });
  return {
    sent,
    code,
    sheet,
    save: async (text: string) => {
      fireEvent.change(code, { target: { value: text } });
      await act(async () => fireEvent.click(sheet.getByRole('button', { name: 'Save' })));
    },
  };
}

describe('the edit controller', () => {
  it('sends what the form reads; once saved, the server’s message shows and the answer goes on', async () => {
    const onSaved = vi.fn();
    const saved = { data: { id: 3, code: 'SUMMER' }, message: { body: 'The voucher has been saved.' } };
    const form = await voucherForm(async () => saved, { onSaved });
    await form.save('  SUMMER ');
    expect(form.sent).toEqual([{ code: 'SUMMER' }]);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(screen.getByText('The voucher has been saved.')).toBeTruthy();
  });

  it('puts a 422’s message beside its field with the focus on it, and nothing above the buttons', async () => {
    const onFieldErrors = vi.fn();
    const form = await voucherForm(
      async () => {
        throw new ApiError(422, 'The given data was invalid.', { code: ['This code is taken.'] });
      },
      { onFieldErrors },
    );
    await form.save('SUMMER');
    await waitFor(() => expect(form.code.getAttribute('aria-invalid')).toBe('true'));
    expect(form.sheet.getByText('This code is taken.')).toBeTruthy();
    expect(document.activeElement).toBe(form.code);
    expect(form.sheet.queryByRole('alert')).toBeNull();
    expect(onFieldErrors).toHaveBeenCalledWith({ code: ['This code is taken.'] });
  });

  it('in the sheet, a field’s message goes once that field changes, not when another one does', async () => {
    const form = await voucherForm(async () => {
      throw new ApiError(422, 'The given data was invalid.', {
        code: ['This code is taken.'],
        note: ['The note is too long.'],
      });
    });
    await form.save('SUMMER');
    await form.sheet.findByText('This code is taken.');
    fireEvent.change(form.sheet.getByRole('textbox', { name: 'Note' }), { target: { value: 'x' } });
    expect(form.sheet.queryByText('The note is too long.')).toBeNull();
    expect(form.sheet.queryByText('This code is taken.')).toBeTruthy();
  });

  it('a failure that names no field is the form’s one message, in the server’s words', async () => {
    const form = await voucherForm(async () => {
      throw new ApiError(403, 'You dont have permission to do this.');
    });
    await form.save('SUMMER');
    expect((await form.sheet.findByRole('alert')).textContent).toBe('You dont have permission to do this.');
    expect(form.code.getAttribute('aria-invalid')).toBeNull();
  });
});
