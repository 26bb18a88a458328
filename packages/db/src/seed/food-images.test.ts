import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { foodImageSvg, foodKinds, logoSvg } from './food-images';

const parser = new new JSDOM('').window.DOMParser();

function parse(svg: string) {
  const document = parser.parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
}

describe('foodImageSvg', () => {
  it.each([...foodKinds, 'unknown-dish'])(
    'draws %s as well-formed SVG under 2 kB, without text or links',
    (kind) => {
      for (const hue of [0, 145, 359]) {
        const svg = foodImageSvg(kind, hue);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(2048);
        const root = parse(svg);
        expect(root.getAttribute('viewBox')).toBe('0 0 400 300');
        expect(root.getElementsByTagName('text')).toHaveLength(0);
        expect(svg).not.toMatch(/href|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    },
  );

  it('tints the background by hue', () => {
    expect(foodImageSvg('pizza', 10)).not.toBe(foodImageSvg('pizza', 200));
  });
});

describe('logoSvg', () => {
  it('shows the escaped initials on the given colour', () => {
    const root = parse(logoSvg('O&L', '#2f6b4f'));
    expect(root.getElementsByTagName('text')[0]?.textContent).toBe('O&L');
    expect(root.getElementsByTagName('circle')[0]?.getAttribute('fill')).toBe('#2f6b4f');
  });
});
