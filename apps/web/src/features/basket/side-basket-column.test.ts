// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { sideBasketColumn } from './basket-state';

describe('the side basket column', () => {
  afterEach(() => {
    sideBasketColumn.attach(null);
    sideBasketColumn.attachPlace(null);
    document.body.replaceChildren();
  });

  it('counts as present while only its place beside the menu is there (its contents still loading)', () => {
    expect(sideBasketColumn.present()).toBe(false);
    const place = document.body.appendChild(document.createElement('div'));
    sideBasketColumn.attachPlace(place);
    expect(sideBasketColumn.present()).toBe(true);
    // nothing to focus yet: the header's basket button falls back to the panel
    expect(sideBasketColumn.focus()).toBe(false);
    place.remove();
    expect(sideBasketColumn.present()).toBe(false);
  });

  it('takes the focus once its landmark is in', () => {
    const place = document.body.appendChild(document.createElement('div'));
    const column = place.appendChild(document.createElement('aside'));
    column.tabIndex = -1;
    sideBasketColumn.attachPlace(place);
    sideBasketColumn.attach(column);
    expect(sideBasketColumn.focus()).toBe(true);
    expect(document.activeElement).toBe(column);
  });
});
