import { Temporal } from 'temporal-polyfill';

/**
 * The instant (epoch ms) of a wall-clock time in a zone; a time skipped by the spring DST change
 * moves forward, an ambiguous autumn time takes the earlier instant. Server side: it needs the
 * Temporal polyfill, which the storefront does not load.
 */
export function epochOfLocal(date: string, minutes: number, zone: string): number {
  const plain = Temporal.PlainDate.from(date).add({ days: Math.floor(minutes / 1440) });
  const rest = minutes % 1440;
  return plain
    .toPlainDateTime({ hour: Math.floor(rest / 60), minute: rest % 60 })
    .toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}
