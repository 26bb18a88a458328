/**
 * Issue 34: the tables view in the order a floor is walked: tables in their natural order (T2
 * before T10), grouped by area, each area where its first table comes — Dining room (T1–T4)
 * before Courtyard (T5–T8) — and tables without an area last.
 */
export interface AreaGroup<T> {
  area: string | null;
  tables: T[];
}

const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function groupTablesByArea<T extends { name: string; area: string | null }>(
  tables: readonly T[],
): AreaGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const table of [...tables].sort((a, b) => natural.compare(a.name, b.name))) {
    const area = table.area?.trim() || null;
    groups.set(area, [...(groups.get(area) ?? []), table]);
  }
  const named = [...groups].filter(([area]) => area !== null);
  const unnamed = groups.get(null);
  return [
    ...named.map(([area, list]) => ({ area, tables: list })),
    ...(unnamed ? [{ area: null, tables: unnamed }] : []),
  ];
}
