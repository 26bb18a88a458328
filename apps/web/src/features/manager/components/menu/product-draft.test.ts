import { describe, expect, it } from 'vitest';
import { newHappyHour, newOptionGroup } from './product-draft';
import { draftOf } from './product-draft-of';
import { languageOfFirstError, unplacedMessages } from './product-error-fields';
import { requestOf } from './product-request';

describe('requestOf', () => {
  it('sends amounts in minor units, an empty stock as unlimited and an empty maximum as none', () => {
    const draft = { ...draftOf(undefined, 7), price: '6,5', stock: '' };
    const group = newOptionGroup();
    group.max = '';
    group.options[1]!.price = '2.50';
    const request = requestOf({ ...draft, option_groups: [group] });
    expect(request).toMatchObject({
      category_id: 7,
      subcategory_id: null,
      price: 650,
      stock: null,
      depot_id: null,
    });
    expect(request.option_groups?.[0]).toMatchObject({
      min: 0,
      max: null,
      options: [{ price: 0 }, { price: 250 }],
    });
  });

  it('sends what cannot be read as a number so the server names its field', () => {
    const request = requestOf({ ...draftOf(undefined, 1), price: '6.555', stock: 'many' });
    expect(request.price).toBeNaN();
    expect(request.stock).toBe('many');
  });

  it('keeps the ids of existing groups and options, and the product id', () => {
    const product = {
      id: 3,
      category_id: 1,
      subcategory_id: null,
      name: { en: 'Soup', de: 'Suppe', fr: '', ar: '' },
      description: { en: '', de: '', fr: '', ar: '' },
      price: 650,
      min_price: null,
      depot_id: 2,
      stock: 4,
      allergens: ['A'],
      delivery_types: ['pickup' as const],
      tax_category: 'alcohol' as const,
      pinned: false,
      hidden: true,
      ask_name: false,
      ask_date: false,
      end_date: null,
      position: 0,
      image: null,
      is_package: false,
      package_steps: [],
      option_groups: [
        {
          id: 9,
          name: { en: 'Size', de: '', fr: '', ar: '' },
          min: 1,
          max: 1,
          options: [{ id: 11, name: { en: 'S', de: '', fr: '', ar: '' }, price: 0, tax_category: null }],
        },
      ],
      happy_hours: [
        {
          weekday: 7,
          start_date: '2026-12-06',
          end_date: '2026-12-27',
          start_time: '17:00',
          end_time: '19:00',
        },
        { weekday: 1, start_date: '2026-12-07', end_date: '2026-12-07', start_time: null, end_time: null },
      ],
      extra_tabs: [
        {
          id: 1,
          title: { en: 'Origin', de: 'Herkunft', fr: '', ar: '' },
          content: { en: '<p>Ticino</p>', de: '', fr: '', ar: '' },
        },
      ],
    };
    const request = requestOf(draftOf(product, 1), 3);
    expect(request).toMatchObject({
      id: 3,
      price: 650,
      stock: 4,
      depot_id: 2,
      hidden: true,
      tax_category: 'alcohol',
    });
    // issue 36: a new product starts as food, the column's default
    expect(requestOf(draftOf(undefined, 1)).tax_category).toBe('food');
    // an option's VAT category has no field here: left out, the server keeps the one it has (issue 36)
    expect(request.option_groups).toEqual([
      {
        id: 9,
        name: product.option_groups[0]!.name,
        min: 1,
        max: 1,
        options: [{ id: 11, name: product.option_groups[0]!.options[0]!.name, price: 0 }],
      },
    ]);
    // happy hours and extra tabs go back as they came; a whole day has no times
    expect(request.happy_hours).toEqual(product.happy_hours);
    expect(request.extra_tabs).toEqual([
      { title: product.extra_tabs[0]!.title, content: product.extra_tabs[0]!.content },
    ]);
  });

  it('sends a new happy hour left without times as a whole day, and an unfilled day as typed', () => {
    const draft = draftOf(undefined, 1);
    const request = requestOf({
      ...draft,
      happy_hours: [{ ...newHappyHour(), weekday: '5', start_date: '2026-12-04' }],
    });
    expect(request.happy_hours).toEqual([
      { weekday: 5, start_date: '2026-12-04', end_date: '', start_time: null, end_time: null },
    ]);
  });

  it('finds the tab of a message on an extra tab’s title', () => {
    expect(languageOfFirstError(['happy_hours.0.end_date', 'extra_tabs.1.title.fr'])).toBe('fr');
    expect(unplacedMessages({ 'happy_hours.0.end_date': ['x'], 'extra_tabs.1.title.fr': ['y'] })).toEqual([]);
  });
});

describe('languageOfFirstError', () => {
  it('finds the language of the first text field named', () => {
    expect(languageOfFirstError(['price', 'option_groups.0.name.fr', 'name.de'])).toBe('fr');
    expect(languageOfFirstError(['price'])).toBeUndefined();
  });
});

describe('unplacedMessages', () => {
  it('keeps only the messages of fields the editor does not show', () => {
    expect(
      unplacedMessages({
        'name.de': ['a'],
        'option_groups.0.options.1.price': ['b'],
        'option_groups.0.options.1.id': ['stale'],
        min_price: ['other'],
      }),
    ).toEqual(['stale', 'other']);
  });
});
