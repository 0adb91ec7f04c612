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
  '& table': {
    width: '100%',
    borderCollapse: 'collapse',
    my: 3,
    fontSize: '0.975rem',
    display: 'block',
    overflowX: 'auto',
    // A wide table scrolls on its own; its width never widens the page's layout.
    contain: 'inline-size',
  },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'background.default', fontWeight: 700 },
  // The editor writes each cell's text as a paragraph (Tiptap tables: cells hold blocks).
  '& th > p, & td > p': { m: 0 },
  '& th > p + p, & td > p + p': { mt: 1 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
} as const;

/** A prose block with `html` as its inner HTML. */
export function HtmlContent({ html }: { html: string }) {
  return <Box sx={proseSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
