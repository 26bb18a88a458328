import { type LocalMoment, toLocalMoment } from '../zoned-time';

/** Minutes the zone is ahead of UTC at an instant (Intl only, so the browser can use it too). */
function offsetMinutes(epochMs: number, zone: string): number {
  const local = toLocalMoment(epochMs, zone);
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day) + local.minutes * 60_000;
  return Math.round((asUtc - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/**
 * The instants at which a zone's wall clock shows `date` `minutes`: none on the spring DST
 * change (02:30 does not exist), two on the autumn change (02:30 happens twice), else one.
 */
export function instantsOfWallTime(date: string, minutes: number, zone: string): number[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const candidates = new Set<number>();
  // offsets within a day before and after cover any change of offset
  for (const probe of [asUtc - 86_400_000, asUtc, asUtc + 86_400_000])
    candidates.add(asUtc - offsetMinutes(probe, zone) * 60_000);
  const target = (moment: LocalMoment) => moment.date === date && moment.minutes === minutes;
  return [...candidates].filter((epoch) => target(toLocalMoment(epoch, zone))).sort((a, b) => a - b);
}

export const wallTimeExists = (date: string, minutes: number, zone: string): boolean =>
  instantsOfWallTime(date, minutes, zone).length > 0;

/**
 * Whether the zone's offset changes around a date (a DST day). Only then can a wall time of
 * that date be missing, so callers check each time of a day (wallTimeExists, four Intl calls)
 * only on such days: the restaurant search computes many restaurants' slots per request.
 */
export function offsetChangesAround(date: string, zone: string): boolean {
  // the zone's rules do not change while the process runs: each day is probed once
  const key = `${zone} ${date}`;
  const known = dstDays.get(key);
  if (known !== undefined) return known;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, day);
  // a local day lies within UTC midnight -14 h .. +36 h in every zone: probe a day either side
  const changes = offsetMinutes(midnight - 86_400_000, zone) !== offsetMinutes(midnight + 172_800_000, zone);
  if (dstDays.size >= knownDstDays) dstDays.clear();
  dstDays.set(key, changes);
  return changes;
}

const knownDstDays = 4096;
const dstDays = new Map<string, boolean>();
