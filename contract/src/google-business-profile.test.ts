import { describe, expect, it } from 'vitest';
import { googleReviewLinks, isGoogleBusinessProfileUrl } from './google-business-profile';

describe('the Google Business Profile link', () => {
  it('accepts the https addresses Google gives for a profile and its review form', () => {
    for (const url of [
      'https://g.page/r/CXyz123abc',
      'https://g.page/r/CXyz123abc/review',
      'https://g.page/orange-valley',
      'https://maps.app.goo.gl/AbCdEf123',
      'https://business.google.com/reviews/l/0123456789',
      'https://maps.google.com/?cid=1234567890',
      'https://www.google.com/maps/place/Orange+Valley/@41.27,-73.02,17z',
      'https://google.com/maps?cid=1234567890',
      'https://search.google.com/local/writereview?placeid=ChIJabc',
      'https://search.google.com/local/reviews?placeid=ChIJabc',
    ])
      expect(isGoogleBusinessProfileUrl(url), url).toBe(true);
  });

  it('refuses http, other hosts, look-alikes, Google search pages and bare hosts', () => {
    for (const url of [
      'http://g.page/r/CXyz',
      'https://g.page/',
      'https://g.page.evil.example/r/x',
      'https://evilgoogle.com/maps',
      'https://www.google.com/search?q=orange+valley',
      'https://www.google.com/mapsfake',
      'https://search.google.com/search',
      'https://user:pw@g.page/r/x',
      'https://g.page:8443/r/x',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(isGoogleBusinessProfileUrl(url), url).toBe(false);
  });

  it('makes the read and write links: a g.page review link gives its profile, a write-review link its reviews list', () => {
    expect(googleReviewLinks('https://g.page/r/CXyz123abc/review')).toEqual({
      read: 'https://g.page/r/CXyz123abc',
      write: 'https://g.page/r/CXyz123abc/review',
    });
    expect(googleReviewLinks('https://g.page/r/CXyz123abc')).toEqual({
      read: 'https://g.page/r/CXyz123abc',
      write: 'https://g.page/r/CXyz123abc/review',
    });
    expect(googleReviewLinks('https://search.google.com/local/writereview?placeid=ChIJabc')).toEqual({
      read: 'https://search.google.com/local/reviews?placeid=ChIJabc',
      write: 'https://search.google.com/local/writereview?placeid=ChIJabc',
    });
    expect(googleReviewLinks('https://maps.app.goo.gl/AbCdEf123')).toEqual({
      read: 'https://maps.app.goo.gl/AbCdEf123',
      write: 'https://maps.app.goo.gl/AbCdEf123',
    });
    expect(googleReviewLinks(null)).toBeNull();
    expect(googleReviewLinks('')).toBeNull();
    expect(googleReviewLinks('https://evil.example/')).toBeNull();
  });
});
