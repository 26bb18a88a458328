// @vitest-environment jsdom
import { useMutation } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { hookWrapper } from '../testing/hook-wrapper';
import { useListController } from './use-list-controller';

afterEach(cleanup);

interface Voucher {
  id: number;
  code: string;
}
const summer = { id: 7, code: 'SUMMER' };
const winter = { id: 8, code: 'WINTER' };

/** The controller over a deletion that answers as `answer` says; `deleted` lists the ids it was sent. */
async function listOf(answer: (id: number) => Promise<{ message: { body: string } }>) {
  const deleted: number[] = [];
  const wrapper = await hookWrapper();
  // the area's texts load once, the first time: the hook renders once they are there
  const { result } = await act(async () =>
    renderHook(
      () =>
        useListController<Voucher>({
          remove: useMutation({
            mutationFn: (id: number) => {
              deleted.push(id);
              return answer(id);
            },
          }),
        }),
      { wrapper },
    ),
  );
  await waitFor(() => expect(result.current).not.toBeNull());
  return { list: () => result.current, deleted };
}

describe('the list controller', () => {
  it('opens the sheet on a new row, then on a chosen one, and closes it', async () => {
    const { list } = await listOf(async () => ({ message: { body: 'Deleted.' } }));
    expect(list().editing).toBeUndefined();
    act(() => list().create());
    expect(list().editing).toEqual({ row: undefined });
    act(() => list().edit(winter));
    expect(list().editing).toEqual({ row: winter });
    act(() => list().closeEditor());
    expect(list().editing).toBeUndefined();
  });

  it('asks before deleting; confirmed, the row goes, the question closes and the server’s message shows', async () => {
    const { list, deleted } = await listOf(async () => ({
      message: { body: 'The voucher has been deleted.' },
    }));
    act(() => list().askDelete(summer));
    expect(list().deleting).toBe(summer);
    expect(deleted).toEqual([]);
    act(() => list().confirmDelete());
    await waitFor(() => expect(list().deleting).toBeUndefined());
    expect(deleted).toEqual([7]);
    expect(screen.getByText('The voucher has been deleted.')).toBeTruthy();
  });

  it('a refused deletion keeps the question open and says why, in the server’s words', async () => {
    const { list } = await listOf(async () => {
      throw new ApiError(409, 'This voucher was used: it cannot be deleted.');
    });
    act(() => list().askDelete(summer));
    act(() => list().confirmDelete());
    expect(await screen.findByText('This voucher was used: it cannot be deleted.')).toBeTruthy();
    expect(list().deleting).toBe(summer);
  });

  it('cancelling the question deletes nothing', async () => {
    const { list, deleted } = await listOf(async () => ({ message: { body: 'Deleted.' } }));
    act(() => list().askDelete(summer));
    act(() => list().cancelDelete());
    act(() => list().confirmDelete());
    expect(list().deleting).toBeUndefined();
    expect(deleted).toEqual([]);
  });
});
