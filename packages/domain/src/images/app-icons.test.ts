import { describe, expect, it } from 'vitest';
import { APP_ICONS, maskableLogoSize, onColour } from './app-icons';

describe('maskableLogoSize', () => {
  it('keeps a square logo’s corners inside the 40 % safe-zone circle', () => {
    // 0.8 × 512 / √2 = 289.6
    expect(maskableLogoSize(1000, 1000, 512)).toEqual({ width: 289, height: 289 });
  });

  it('keeps a wide logo’s shape, its diagonal the circle’s diameter at most', () => {
    const { width, height } = maskableLogoSize(1200, 400, 512);
    expect(width / height).toBeCloseTo(3, 1);
    expect(Math.hypot(width, height)).toBeLessThanOrEqual(0.8 * 512);
    expect(Math.hypot(width + 2, height + 2)).toBeGreaterThan(0.8 * 512);
  });

  it('enlarges a small logo to the zone too (icons have fixed sizes)', () => {
    expect(maskableLogoSize(40, 40, 180).width).toBe(101);
  });
});

describe('APP_ICONS', () => {
  it('are the manifest’s 192 and 512 px icons, a maskable 512 px one and Apple’s 180 px one', () => {
    expect(APP_ICONS.map((icon) => [icon.size, icon.purpose, onColour(icon)])).toEqual([
      [192, 'any', false],
      [512, 'any', false],
      [512, 'maskable', true],
      [180, 'apple', true],
    ]);
  });
});
