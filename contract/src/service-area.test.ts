import { describe, expect, it } from 'vitest';
import { isTownInServiceArea } from './service-area';

describe('the service area', () => {
  const towns = ['West Haven', 'Milford', 'Cos Cob', 'Saint-Félicien'];
  it.each([
    ['west haven, CT', true],
    ['  MILFORD ', true],
    ['Cos-Cob', true],
    ['Saint Felicien', true],
    ['Hartford', false],
    ['', null],
    [null, null],
  ])('%s → %s', (town, inside) => {
    expect(isTownInServiceArea(town, towns)).toBe(inside);
  });

  it('says nothing when the company lists no towns', () => {
    expect(isTownInServiceArea('Hartford', [])).toBeNull();
  });
});
