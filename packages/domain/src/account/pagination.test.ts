import { describe, expect, it } from 'vitest';
import { maxPageSize, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows rows 11 to 20 of 25 on page 2 of 10 per page', () => {
    expect(pageWindow(25, 2, 10)).toEqual({
      page: 2,
      perPage: 10,
      lastPage: 3,
      total: 25,
      offset: 10,
      from: 11,
      to: 20,
    });
  });
  it('shows rows 21 to 25 on the last, partial page', () => {
    expect(pageWindow(25, 3, 10)).toMatchObject({ from: 21, to: 25, lastPage: 3 });
  });
  it('shows the last page for a page beyond it, the first for 0 or less', () => {
    expect(pageWindow(25, 9, 10)).toMatchObject({ page: 3, from: 21 });
    expect(pageWindow(25, 0, 10)).toMatchObject({ page: 1, from: 1, to: 10 });
    expect(pageWindow(25, -4, 10)).toMatchObject({ page: 1 });
  });
  it('has no from and to when there is nothing, and one page', () => {
    expect(pageWindow(0, 1, 10)).toEqual({
      page: 1,
      perPage: 10,
      lastPage: 1,
      total: 0,
      offset: 0,
      from: null,
      to: null,
    });
  });
  it('bounds the page size between 1 and the maximum', () => {
    expect(pageWindow(500, 1, 1000).perPage).toBe(maxPageSize);
    expect(pageWindow(5, 1, 0)).toMatchObject({ perPage: 1, lastPage: 5, to: 1 });
  });
  it('an exact multiple has no empty last page', () => {
    expect(pageWindow(20, 2, 10)).toMatchObject({ lastPage: 2, from: 11, to: 20 });
  });
});
