import { describe, expect, it } from 'vitest';
import { valuesFromEntries } from './form-entries';

describe('valuesFromEntries', () => {
  it('reads the text fields, ticked services, sector, timeframe and consent', () => {
    const values = valuesFromEntries([
      ['name', 'Typed Early'],
      ['phone', '203 555 0142'],
      ['serviceSlugs', 'landscaping'],
      ['serviceSlugs', 'fence-installation'],
      ['sector', 'commercial'],
      ['timeframe', 'asap'],
      ['message', 'Some words'],
      ['consent', 'yes'],
    ]);
    expect(values).toMatchObject({
      name: 'Typed Early',
      phone: '203 555 0142',
      email: '',
      serviceSlugs: ['landscaping', 'fence-installation'],
      sector: 'commercial',
      timeframe: 'asap',
      message: 'Some words',
      consent: true,
    });
  });

  it('ignores files, unknown names and values outside the lists', () => {
    const values = valuesFromEntries([
      ['photos', new Blob()],
      ['other', 'x'],
      ['serviceSlugs', 'Swimming Pools'],
      ['sector', 'industrial'],
    ]);
    expect(values).toMatchObject({ serviceSlugs: [], sector: '', consent: false });
  });
});
