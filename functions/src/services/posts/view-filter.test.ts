/** ignoredViewReason: which view requests are not a person ("not for known bots, not for prefetches"). */
import { describe, expect, it } from 'vitest';
import { ignoredViewReason, isPrefetch } from './view-filter';

/** Real user agents of browsers people use (2025–2026 releases). */
const browsers = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
};

/** Real crawler, link-preview and automation user agents. */
const bots = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  gptbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  curl: 'curl/8.5.0',
};

describe('ignoredViewReason', () => {
  it.each(Object.entries(browsers))('counts %s', (_name, userAgent) => {
    expect(ignoredViewReason({ 'user-agent': userAgent })).toBeNull();
  });

  it.each(Object.entries(bots))('ignores %s as a bot', (_name, userAgent) => {
    expect(ignoredViewReason({ 'user-agent': userAgent })).toBe('bot');
  });

  it('ignores a request without a user agent', () => {
    expect(ignoredViewReason({})).toBe('bot');
    expect(ignoredViewReason({ 'user-agent': '' })).toBe('bot');
  });

  it('ignores prefetches and prerenders of every browser family, whatever the user agent', () => {
    const ua = browsers.chromeWindows;
    expect(ignoredViewReason({ 'user-agent': ua, 'sec-purpose': 'prefetch' })).toBe('prefetch');
    expect(ignoredViewReason({ 'user-agent': ua, 'sec-purpose': 'prefetch;prerender' })).toBe('prefetch');
    expect(ignoredViewReason({ 'user-agent': ua, purpose: 'prefetch' })).toBe('prefetch');
    expect(ignoredViewReason({ 'user-agent': browsers.safariIphone, 'x-purpose': 'preview' })).toBe('prefetch');
    expect(ignoredViewReason({ 'user-agent': browsers.firefoxMac, 'x-moz': 'prefetch' })).toBe('prefetch');
    expect(isPrefetch({ 'sec-purpose': 'PREFETCH' })).toBe(true);
    expect(isPrefetch({ purpose: 'something-else' })).toBe(false);
  });
});
