/** Page sizes the history and review lists accept; the default when none is asked for. */
export const defaultPageSize = 10;
export const maxPageSize = 50;

export interface PageWindow {
  /** 1-based page actually shown (a page beyond the last shows the last) */
  page: number;
  perPage: number;
  lastPage: number;
  total: number;
  /** rows to skip */
  offset: number;
  /** 1-based positions of the first and last row shown; null when there is none (SPEC §2 'Showing from to of total results') */
  from: number | null;
  to: number | null;
}

/** Which rows a page holds, for 'Showing from to of total results'. */
export function pageWindow(total: number, page: number, perPage: number): PageWindow {
  const size = Math.min(Math.max(1, Math.trunc(perPage)), maxPageSize);
  const lastPage = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.trunc(page)), lastPage);
  const offset = (current - 1) * size;
  const shown = Math.max(0, Math.min(size, total - offset));
  return {
    page: current,
    perPage: size,
    lastPage,
    total,
    offset,
    from: shown > 0 ? offset + 1 : null,
    to: shown > 0 ? offset + shown : null,
  };
}
