import type { OpeningWindowDto } from '@tavola/contracts';

/** A window being edited; `key` keeps React's rows stable while windows are added and removed. */
export interface DraftWindow {
  key: number;
  open_at: string;
  close_at: string;
}
/** weekday (0 = Sunday .. 6 = Saturday) → its windows in the order the manager sees them */
export type DraftWeek = Record<number, DraftWindow[]>;

/** The order the editor lists the days in: Monday first, as restaurants plan their week. */
export const editorWeekdays = [1, 2, 3, 4, 5, 6, 0] as const;

let nextKey = 0;
export const newDraftWindow = (open_at = '', close_at = ''): DraftWindow => ({
  key: ++nextKey,
  open_at,
  close_at,
});

export function draftOf(windows: readonly OpeningWindowDto[]): DraftWeek {
  const week: DraftWeek = Object.fromEntries(editorWeekdays.map((day) => [day, []]));
  for (const window of windows) week[window.weekday]?.push(newDraftWindow(window.open_at, window.close_at));
  return week;
}

/**
 * The windows as the request sends them, in the editor's order, with where each one stands in
 * the list: a 422 names `windows.<index>.<field>`, which the editor shows on that row.
 */
export function windowsOf(week: DraftWeek) {
  const rows = editorWeekdays.flatMap((weekday) =>
    (week[weekday] ?? []).map((window) => ({ weekday, window })),
  );
  return {
    windows: rows.map(({ weekday, window }) => ({
      weekday,
      open_at: window.open_at.trim(),
      close_at: window.close_at.trim(),
    })),
    indexOf: new Map(rows.map(({ window }, index) => [window.key, index])),
  };
}
