import { describe, expect, it } from 'vitest';
import { createPendingTable } from './pending-table';

describe('createPendingTable', () => {
  it('hands the table over once, so a second render does not set it again', () => {
    const pending = createPendingTable({ tableId: 4, qrcode: 'x' });
    expect(pending.take()).toEqual({ tableId: 4, qrcode: 'x' });
    expect(pending.take()).toBeUndefined();
  });
  it('has nothing to hand over when the address named no table', () => {
    expect(createPendingTable(undefined).take()).toBeUndefined();
  });
});
