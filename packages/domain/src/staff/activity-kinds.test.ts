import { describe, expect, it } from 'vitest';
import { activityGroupOf, activityGroups, activityKinds } from './activity-kinds';

describe('activity kinds', () => {
  it('each names one of the list filter areas, an entity and an action, once', () => {
    for (const kind of activityKinds) {
      expect(kind).toMatch(/^[a-z]+\.[a-z]+\.[a-z]+$/);
      expect(activityGroups).toContain(activityGroupOf(kind));
    }
    expect(new Set(activityKinds).size).toBe(activityKinds.length);
  });

  it('every area has kinds to show', () => {
    for (const group of activityGroups)
      expect(activityKinds.some((kind) => activityGroupOf(kind) === group)).toBe(true);
  });
});
