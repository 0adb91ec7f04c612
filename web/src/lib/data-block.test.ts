import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDataBlock } from './data-block';

/** A document whose only element is `<script id={id}>{text}</script>`. */
function stubDocument(id: string, text: string) {
  vi.stubGlobal('document', { getElementById: (wanted: string) => (wanted === id ? { textContent: text } : null) });
}

describe('readDataBlock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses the JSON of the block with that id', () => {
    stubDocument('gallery-page-data', '{"projects":[{"id":"a","title":"\\u003c/script\\u003e"}]}');
    expect(readDataBlock('gallery-page-data')).toEqual({ projects: [{ id: 'a', title: '</script>' }] });
  });

  it('is undefined without the block, with an empty or broken block, and outside a browser', () => {
    stubDocument('gallery-page-data', '{"projects":');
    expect(readDataBlock('gallery-page-data')).toBeUndefined();
    expect(readDataBlock('project-page-data')).toBeUndefined();
    stubDocument('gallery-page-data', '');
    expect(readDataBlock('gallery-page-data')).toBeUndefined();
    vi.unstubAllGlobals();
    expect(typeof document).toBe('undefined');
    expect(readDataBlock('gallery-page-data')).toBeUndefined();
  });
});
