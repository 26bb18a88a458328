// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region';

/** Issue 34: a wide table scrolls in its own box, which the keyboard can reach only while it scrolls. */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the box's content is as wide as the test says */
function contentWidth(width: number, boxWidth = 320) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>Food</td>
      </tr>
    </tbody>
  </table>
);

describe('ScrollRegion', () => {
  it('is a named region the keyboard can focus while its content is wider than it', () => {
    contentWidth(512);
    render(<ScrollRegion label="VAT rates by way of ordering">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'VAT rates by way of ordering' });
    expect(region).toHaveProperty('tabIndex', 0);
    expect(region.className).toContain('overflow-x-auto');
  });

  it('is a plain box, no stop for the Tab key, while its content fits', () => {
    contentWidth(320);
    const { container } = render(<ScrollRegion label="VAT rates by way of ordering">{table}</ScrollRegion>);
    expect(screen.queryByRole('region')).toBeNull();
    const box = container.firstElementChild as HTMLElement;
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(box.className).toContain('overflow-x-auto');
  });
});
