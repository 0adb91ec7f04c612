/**
 * The Tiptap extensions of the rich-text editor: only what the public pages style
 * ("Rich text": headings, paragraphs, bold/italic, bullet and numbered lists, links with https,
 * mailto or tel, block quotes; tables, as the hydro-seeding cost ranges have one; the
 * body styles are web/src/components/ui/html-content.tsx). Tiptap's StarterKit (tiptap.dev/docs/editor/extensions/functionality/starterkit)
 * with code, code blocks, strike, underline and horizontal rules turned off, so pasted HTML
 * keeps only these marks and nodes. Tables come from Tiptap's TableKit (table, row, header and
 * data cell), not resizable: column widths are the page's. Everything it writes is inside the
 * server's sanitize-html allow-list (functions/src/services/posts/sanitize-html.ts), which drops what
 * the editor adds for itself (the table's inline min-width and its <colgroup>).
 */
import type { Extensions } from '@tiptap/react';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink, normalizeLinkUrl } from './link-url';

/** Heading levels a body may use (the page's own h1 and section h2 sit above them). */
export type RichTextHeadingLevel = 2 | 3 | 4;

/**
 * The extension list.
 * @param headingLevels the heading levels offered, biggest first (e.g. [3, 4] for a project
 *   story under its "About this project" h2; [2, 3] for a service page body)
 */
export function richTextExtensions(headingLevels: readonly RichTextHeadingLevel[]): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      horizontalRule: false,
      heading: { levels: [...headingLevels] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        // Stored links carry no target (the sanitizer drops it); rel as the public pages want it.
        HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
        isAllowedUri: (url) => isAllowedLink(url) || normalizeLinkUrl(url) !== null,
        shouldAutoLink: (url) => normalizeLinkUrl(url) !== null,
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}
