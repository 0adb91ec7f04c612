/**
 * Checks shared by the tests of pages the function renders (ADR 0008, 0009).
 */
import { expect } from 'vitest';

/**
 * Every executable script of a rendered document is a file its prerendered frame names too:
 * Hosting serves only the files the web build wrote.
 * @param html the rendered document
 * @param frameHtml the page's prerendered frame
 */
export function expectScriptFilesOf(html: string, frameHtml: string): void {
  const executable = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
  expect(executable.length).toBeGreaterThan(0);
  for (const tag of executable) {
    const src = /src="([^"]+)"/.exec(tag)?.[1];
    expect(src, tag).toBeDefined();
    expect(frameHtml).toContain(`src="${src}"`);
  }
}
