import { describe, expect, it } from 'vitest';
import { googleReviewLinks, isGoogleBusinessProfileUrl } from './google-business-profile';

describe('the Google Business Profile link', () => {
  // Accepted: the https addresses Google gives for a profile and its review form. Refused: http,
  // other hosts, look-alikes, Google search pages and bare hosts.
  it.each([
    ['https://g.page/r/CXyz123abc', true],
    ['https://g.page/r/CXyz123abc/review', true],
    ['https://g.page/orange-valley', true],
    ['https://maps.app.goo.gl/AbCdEf123', true],
    ['https://business.google.com/reviews/l/0123456789', true],
    ['https://maps.google.com/?cid=1234567890', true],
    ['https://www.google.com/maps/place/Orange+Valley/@41.27,-73.02,17z', true],
    ['https://google.com/maps?cid=1234567890', true],
    ['https://search.google.com/local/writereview?placeid=ChIJabc', true],
    ['https://search.google.com/local/reviews?placeid=ChIJabc', true],
    ['http://g.page/r/CXyz', false],
    ['https://g.page/', false],
    ['https://g.page.evil.example/r/x', false],
    ['https://evilgoogle.com/maps', false],
    ['https://www.google.com/search?q=orange+valley', false],
    ['https://www.google.com/mapsfake', false],
    ['https://search.google.com/search', false],
    ['https://user:pw@g.page/r/x', false],
    ['https://g.page:8443/r/x', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s is a profile link: %s', (url, accepted) => {
    expect(isGoogleBusinessProfileUrl(url)).toBe(accepted);
  });

  // A g.page review link gives its profile to read, a write-review link its reviews list.
  it.each([
    ['https://g.page/r/CXyz123abc/review', 'https://g.page/r/CXyz123abc', 'https://g.page/r/CXyz123abc/review'],
    ['https://g.page/r/CXyz123abc', 'https://g.page/r/CXyz123abc', 'https://g.page/r/CXyz123abc/review'],
    [
      'https://search.google.com/local/writereview?placeid=ChIJabc',
      'https://search.google.com/local/reviews?placeid=ChIJabc',
      'https://search.google.com/local/writereview?placeid=ChIJabc',
    ],
    ['https://maps.app.goo.gl/AbCdEf123', 'https://maps.app.goo.gl/AbCdEf123', 'https://maps.app.goo.gl/AbCdEf123'],
  ])('the read and write links of %s: %s and %s', (url, read, write) => {
    expect(googleReviewLinks(url)).toEqual({ read, write });
  });

  it('makes no links without a profile link', () => {
    expect(googleReviewLinks(null)).toBeNull();
    expect(googleReviewLinks('')).toBeNull();
    expect(googleReviewLinks('https://evil.example/')).toBeNull();
  });
});
