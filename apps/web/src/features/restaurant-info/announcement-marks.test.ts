import { describe, expect, it } from 'vitest';
import { announcementHiddenMs, hideAnnouncement, isAnnouncementHidden } from './announcement-marks';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (name) => values.get(name) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (name) => void values.delete(name),
    setItem: (name, value) => void values.set(name, value),
  };
}

describe('announcement marks', () => {
  it('hides an announcement for 10 minutes after OK, then shows it again', () => {
    const storage = memoryStorage();
    const now = 1_000_000;
    expect(isAnnouncementHidden('general', now, storage)).toBe(false);
    hideAnnouncement('general', now, storage);
    expect(isAnnouncementHidden('general', now + announcementHiddenMs - 1, storage)).toBe(true);
    expect(isAnnouncementHidden('general', now + announcementHiddenMs, storage)).toBe(false);
    expect(announcementHiddenMs).toBe(600_000);
  });

  it('keeps a mark per type', () => {
    const storage = memoryStorage();
    hideAnnouncement('closed', 0, storage);
    expect(isAnnouncementHidden('closed', 1, storage)).toBe(true);
    expect(isAnnouncementHidden('general', 1, storage)).toBe(false);
    expect(isAnnouncementHidden('before_checkout', 1, storage)).toBe(false);
  });

  it('treats a damaged mark as no mark', () => {
    const storage = memoryStorage();
    storage.setItem('announcementHiddenUntil', '{nope');
    expect(isAnnouncementHidden('general', 0, storage)).toBe(false);
    hideAnnouncement('general', 0, storage);
    expect(isAnnouncementHidden('general', 1, storage)).toBe(true);
  });
});
