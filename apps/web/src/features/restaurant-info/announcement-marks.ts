import type { AnnouncementType } from './panel-store';

/** SPEC §4 Announcement / §9: closed by OK, an announcement stays hidden for 10 minutes, per type. */
export const announcementHiddenMs = 10 * 60_000;
const key = 'announcementHiddenUntil';

type Marks = Partial<Record<AnnouncementType, number>>;

function read(storage: Storage): Marks {
  try {
    const value = JSON.parse(storage.getItem(key) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Marks) : {};
  } catch {
    return {};
  }
}

export function isAnnouncementHidden(
  type: AnnouncementType,
  now = Date.now(),
  storage = localStorage,
): boolean {
  const until = read(storage)[type];
  return typeof until === 'number' && now < until;
}

export function hideAnnouncement(type: AnnouncementType, now = Date.now(), storage = localStorage): void {
  storage.setItem(key, JSON.stringify({ ...read(storage), [type]: now + announcementHiddenMs }));
}
