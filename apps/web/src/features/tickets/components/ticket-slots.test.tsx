// @vitest-environment jsdom
import type { TicketSlotDto } from '@tavola/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, loadTranslator, useDeferredTexts } from '../../../lib/i18n';
import { TicketSlots } from './ticket-slots';

afterEach(cleanup);

const slot = (
  time: string,
  end: string,
  capacity: number | null,
  remaining: number | null,
): TicketSlotDto => ({
  start: `2026-12-05 ${time}`,
  date: '2026-12-05',
  time,
  end: `2026-12-05 ${end}`,
  end_time: end,
  duration: '02:00',
  capacity,
  remaining,
  full: remaining === 0,
});

/** The slots' texts load with the pages outside the menu's first load. */
function WithTexts({ children }: { children: ReactNode }) {
  useDeferredTexts();
  return children;
}

async function renderSlots(slots: TicketSlotDto[], onChoose = vi.fn()) {
  const t = await loadTranslator('en');
  await act(async () => {
    render(
      <I18nProvider initial={{ locale: 'en', t }}>
        <Suspense fallback={null}>
          <WithTexts>
            <TicketSlots slots={slots} saving={false} onChoose={onChoose} />
          </WithTexts>
        </Suspense>
      </I18nProvider>,
    );
  });
  await screen.findAllByRole('button', {}, { timeout: 3000 });
  return onChoose;
}

describe('TicketSlots', () => {
  it('names each slot from start to end with the places left, a full one as sold out and disabled', async () => {
    const onChoose = await renderSlots([
      slot('10:00', '13:00', 8, 0),
      slot('14:00', '16:00', 8, 3),
      slot('19:00', '21:00', null, null),
    ]);
    const full = screen.getByRole('button', { name: '10:00 – 13:00, Sold out' });
    expect((full as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(full);
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '14:00 – 16:00, 3 places left' }));
    expect(onChoose).toHaveBeenCalledWith('2026-12-05 14:00');
    expect(screen.getByRole('button', { name: '19:00 – 21:00, Places free' })).toBeTruthy();
  });
});
