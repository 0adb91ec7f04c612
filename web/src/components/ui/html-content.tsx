/**
 * Renders trusted body HTML (service, project and page content) with readable typography.
 * Stored post HTML is sanitized on write by the API (DESIGN §11, ASVS 1.3.1); the built-in
 * catalog HTML is ours. Headings inside start at h2, under the page's h1.
 */
import Box from '@mui/material/Box';

/**
 * Typographic styles for the tags body HTML may use (h2, h3, h4, p, ul, ol, li, strong, em, a,
 * blockquote, table: the sanitizer's allow-list and the rich-text editor's formats).
 */
const proseSx = {
  color: 'text.primary',
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  '& > :first-of-type': { mt: 0 },
  '& h2': { typography: 'h4', mt: 5, mb: 1.5, color: 'primary.dark' },
  '& h3': { typography: 'h6', mt: 3.5, mb: 1, color: 'primary.dark' },
  '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 3, mb: 0.75, color: 'primary.dark' },
  '& p': { my: 1.75 },
  '& li > p': { my: 0.5 },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'secondary.main',
    pl: 2.5,
    mx: 0,
    my: 3,
    color: 'text.secondary',
    fontStyle: 'italic',
  },
  '& ul, & ol': { pl: 3, my: 1.75 },
  '& li': { mb: 0.75 },
  '& li::marker': { color: 'secondary.dark' },
  '& strong': { fontWeight: 700 },
  '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '2px' },
  // A wide table scrolls on its own inside its box; its width never widens the page's layout.
  '& [data-table-scroll]': {
    my: 3,
    overflowX: 'auto',
    contain: 'inline-size',
    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: '2px' },
  },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.975rem' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'background.default', fontWeight: 700 },
  // The editor writes each cell's text as a paragraph (Tiptap tables: cells hold blocks).
  '& th > p, & td > p': { m: 0 },
  '& th > p + p, & td > p + p': { mt: 1 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
} as const;

/**
 * `html` with each table inside a box that scrolls sideways when the table is wider than the
 * page: the box is focusable and named, so a keyboard reaches what is off to the side (WCAG
 * 2.1.1; axe scrollable-region-focusable). The tags are the sanitizer's own output (attribute
 * values escaped), so a tag's text is found as it is.
 * @param html sanitized body HTML
 */
export function withScrollableTables(html: string): string {
  return html
    .replace(
      /<table(?=[\s>])/gi,
      '<div data-table-scroll="" tabindex="0" role="group" aria-label="Scrollable table"><table',
    )
    .replace(/<\/table>/gi, '</table></div>');
}

/** A prose block with `html` as its inner HTML (tables in their scroll boxes). */
export function HtmlContent({ html }: { html: string }) {
  return <Box sx={proseSx} dangerouslySetInnerHTML={{ __html: withScrollableTables(html) }} />;
}
