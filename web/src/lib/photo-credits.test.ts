import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { photoAlt, photoCredits } from './photo-credits';

const photosDir = fileURLToPath(new URL('../../../assets/photos/', import.meta.url));

describe('photo credits (assets/photos/CREDITS.md)', () => {
  it('credits every photo in assets/photos exactly once', () => {
    const files = readdirSync(photosDir)
      .filter((f) => f.endsWith('.jpg'))
      .sort();
    expect(photoCredits.map((c) => c.file).sort()).toEqual(files);
    expect(photoCredits).toHaveLength(16);
  });
  it('matches the CREDITS.md table row by row (file, original, author, licence, package)', () => {
    const md = readFileSync(`${photosDir}CREDITS.md`, 'utf8');
    for (const c of photoCredits) {
      expect(md).toContain(`| ${c.file} | ${c.original} | ${c.author} | ${c.licence} | ${c.debianPackage} |`);
    }
  });
  it('gives demo photos an alt text and other paths none', () => {
    expect(photoAlt('/photos/ladybird.jpg')).toBe('A ladybird on a green leaf');
    expect(photoAlt('photos/ladybird.jpg')).toBe('A ladybird on a green leaf');
    expect(photoAlt('/objects/uploads/a.jpg')).toBeNull();
  });
});
