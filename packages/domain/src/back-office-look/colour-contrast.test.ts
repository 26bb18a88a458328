import { describe, expect, it } from 'vitest';
import {
  contrastOn,
  contrastRatio,
  primaryColourProblems,
  relativeLuminance,
  themeCss,
  whiteTextContrast,
} from './colour-contrast';

describe('contrastOn', () => {
  it('puts white text on dark colours and dark text on light ones', () => {
    expect(contrastOn('#2f6b4f')).toBe('#ffffff');
    expect(contrastOn('#fde047')).toBe('#1c1917');
  });
});

describe('themeCss', () => {
  it("sets the page's primary colour and the text on it", () => {
    expect(themeCss('#2f6b4f')).toBe(':root{--color-primary:#2f6b4f;--color-primary-contrast:#ffffff}');
    expect(themeCss('#FDE047')).toBe(':root{--color-primary:#FDE047;--color-primary-contrast:#1c1917}');
  });
  it('writes nothing for a value that is not a #rrggbb colour', () => {
    for (const value of ['red', '#fff', '#2f6b4f;}body{display:none', '#2f6b4f</style>', ''])
      expect(themeCss(value), value).toBeUndefined();
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white, in any letter case', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });
});

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#2f6b4f', '#2f6b4f')).toBe(1);
  });
  it('matches the WCAG reference value for #767676 on white (4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('primaryColourProblems', () => {
  it("accepts the demo restaurants' colours and the default green", () => {
    for (const colour of ['#2f6b4f', '#b91c1c', '#6d28d9', '#15803d'])
      expect(primaryColourProblems(colour)).toEqual([]);
  });
  it('accepts #767676, just above 4.5:1, and refuses #777777, just below', () => {
    expect(whiteTextContrast('#767676')).toBe(4.54);
    expect(primaryColourProblems('#767676')).toEqual([]);
    expect(whiteTextContrast('#777777')).toBe(4.47);
    expect(primaryColourProblems('#777777')).toEqual([
      { field: 'primaryColor', key: 'colour_contrast_low', params: { ratio: '4.47', minimum: '4.5' } },
    ]);
  });
  it('refuses anything but #rrggbb', () => {
    for (const colour of ['#fff', 'red', '#1d4ed8 ', '#12345g'])
      expect(primaryColourProblems(colour)).toEqual([{ field: 'primaryColor', key: 'colour_format' }]);
  });
  it('refuses a light yellow on the field it is given', () => {
    expect(primaryColourProblems('#fde047', 'theme.primaryColor')).toMatchObject([
      { field: 'theme.primaryColor', key: 'colour_contrast_low' },
    ]);
  });
});
