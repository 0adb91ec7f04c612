/**
 * How the editable area looks: the public body styles (components/ui/
 * html-content.tsx) in a compact form, so staff see the headings, lists, quotes and links the
 * page will show, tables included.
 */
import type { SxProps, Theme } from '@mui/material/styles';

/** Styles of the box around Tiptap's EditorContent. */
export function proseEditorSx(minHeight: number): SxProps<Theme> {
  return {
    '& .tiptap': {
      minHeight,
      // From a tablet up, a long text scrolls inside the box; on a phone the box grows with the
      // text and the page scrolls (a scroll box inside a scrolling page traps a thumb), with
      // the toolbar held under the app bar (rich-text-toolbar.tsx).
      maxHeight: { sm: '70vh' },
      overflowY: { sm: 'auto' },
      px: 1.75,
      py: 1,
      outline: 'none',
      fontSize: '1rem',
      lineHeight: 1.65,
      '& > :first-of-type': { mt: 0.5 },
      '& h2': { typography: 'h5', mt: 2.5, mb: 1, color: 'primary.dark' },
      '& h3': { typography: 'h6', mt: 2, mb: 0.75, color: 'primary.dark' },
      '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 1.75, mb: 0.5, color: 'primary.dark' },
      '& p': { my: 1 },
      '& ul, & ol': { pl: 3, my: 1 },
      '& li > p': { my: 0.25 },
      '& blockquote': {
        borderLeft: 4,
        borderColor: 'secondary.main',
        pl: 2,
        ml: 0,
        my: 1.5,
        color: 'text.secondary',
        fontStyle: 'italic',
      },
      '& a': { color: 'primary.main', textDecoration: 'underline' },
      // Tables (Tiptap's TableKit, which wraps each in div.tableWrapper): a wide one scrolls inside
      // the editor, never the page. Inline-size containment keeps its width out of the layout's
      // sizing (grids with auto columns would otherwise grow to the table's width).
      '& .tableWrapper': { overflowX: 'auto', contain: 'inline-size', my: 1.5 },
      '& table': { borderCollapse: 'collapse', m: 0 },
      '& th, & td': {
        border: 1,
        borderColor: 'divider',
        px: 1,
        py: 0.5,
        minWidth: 96,
        verticalAlign: 'top',
        textAlign: 'left',
        position: 'relative',
      },
      '& th': { bgcolor: 'background.default', fontWeight: 700 },
      '& th > p, & td > p': { my: 0 },
      '& .selectedCell::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        bgcolor: 'action.selected',
        pointerEvents: 'none',
      },
    },
  };
}
