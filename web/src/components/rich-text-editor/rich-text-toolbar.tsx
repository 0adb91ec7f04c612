/**
 * The formatting toolbar of the rich-text editor (WAI-ARIA APG "Toolbar": one tab stop, arrow
 * keys move between the buttons, Home/End to the ends). Each button names its action and its
 * keyboard shortcut (Tiptap's defaults: Mod-B, Mod-I, Mod-Shift-7/8, Mod-Shift-B, Mod-Alt-2…),
 * and shows its state with aria-pressed. The Table button opens its own menu (rich-text-table-menu.tsx).
 */
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RichTextHeadingLevel } from './rich-text-extensions';
import { TableMenuButton } from './rich-text-table-menu';
import { useToolbarTooltipProps } from './toolbar-tooltips';

interface ToolbarButton {
  label: string;
  shortcut?: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** The heading buttons' names: each starts with the text the button shows (H2…), as WCAG 2.5.3 asks. */
const headingNames = ['heading', 'subheading', 'minor heading'];

/** The toolbar's buttons, from the editor's current state. */
function useButtons(editor: Editor, headingLevels: readonly RichTextHeadingLevel[], onLink: () => void) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      headings: headingLevels.map((level) => e.isActive('heading', { level })),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: ToolbarButton[][] = [
    headingLevels.map((level, i) => ({
      label: `H${level} ${headingNames[i] ?? 'heading'}`,
      shortcut: `Ctrl+Alt+${level}`,
      icon: (
        <Box component="span" sx={{ fontWeight: 800, fontSize: i === 0 ? 17 : 14, width: 24 }}>
          H{level}
        </Box>
      ),
      active: state.headings[i],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    [
      {
        label: 'Bold',
        shortcut: 'Ctrl+B',
        icon: <FormatBold />,
        active: state.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        label: 'Italic',
        shortcut: 'Ctrl+I',
        icon: <FormatItalic />,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      { label: 'Link', icon: <InsertLink />, active: state.link, run: onLink },
    ],
    [
      {
        label: 'Bulleted list',
        shortcut: 'Ctrl+Shift+8',
        icon: <FormatListBulleted />,
        active: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: 'Numbered list',
        shortcut: 'Ctrl+Shift+7',
        icon: <FormatListNumbered />,
        active: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        label: 'Quote',
        shortcut: 'Ctrl+Shift+B',
        icon: <FormatQuote />,
        active: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
    ],
    [
      { label: 'Undo', shortcut: 'Ctrl+Z', icon: <Undo />, disabled: !state.canUndo, run: () => chain().undo().run() },
      {
        label: 'Redo',
        shortcut: 'Ctrl+Shift+Z',
        icon: <Redo />,
        disabled: !state.canRedo,
        run: () => chain().redo().run(),
      },
    ],
  ];
  return groups;
}

export interface RichTextToolbarProps {
  editor: Editor;
  headingLevels: readonly RichTextHeadingLevel[];
  /** Id of the editable area the toolbar controls. */
  controls: string;
  label: string;
  onLink: () => void;
}

/** The toolbar above the editable area. */
export function RichTextToolbar({ editor, headingLevels, controls, label, onLink }: RichTextToolbarProps) {
  const groups = useButtons(editor, headingLevels, onLink);
  const [focusIndex, setFocusIndex] = useState(0);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || current < 0) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus(); // onFocus moves the tab stop
  };
  const tooltipProps = useToolbarTooltipProps();
  const offsets = groups.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.length, 0));
  const tableIndex = groups.reduce((sum, group) => sum + group.length, 0);
  return (
    <Box
      role="toolbar"
      aria-label={`${label} formatting`}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        // A phone: the editor grows with its text (rich-text-styles.ts), so the toolbar stays in
        // reach under the sticky app bar (56 px there) while the page scrolls.
        position: { xs: 'sticky', sm: 'static' },
        top: { xs: 56 },
        zIndex: 2,
        bgcolor: 'background.paper',
        borderTopLeftRadius: 4,
        borderTopRightRadius: 4,
      }}
    >
      {groups.map((group, g) => [
        g > 0 && <Divider key={`divider-${g}`} orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />,
        ...group.map((button, b) => {
          const mine = (offsets[g] ?? 0) + b;
          return (
            <Tooltip
              key={button.label}
              title={button.shortcut ? `${button.label} (${button.shortcut})` : button.label}
              {...tooltipProps}
            >
              {/* The span lets the tooltip work on a disabled button. */}
              <span>
                <IconButton
                  size="small"
                  aria-label={button.label}
                  aria-pressed={button.active === undefined ? undefined : button.active}
                  aria-keyshortcuts={button.shortcut?.replace('Ctrl', 'Control')}
                  disabled={button.disabled}
                  tabIndex={mine === focusIndex ? 0 : -1}
                  onFocus={() => setFocusIndex(mine)}
                  onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
                  onClick={button.run}
                  sx={{
                    borderRadius: 1,
                    color: button.active ? 'primary.main' : 'text.secondary',
                    bgcolor: button.active ? 'action.selected' : undefined,
                  }}
                >
                  {button.icon}
                </IconButton>
              </span>
            </Tooltip>
          );
        }),
      ])}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
      <TableMenuButton
        editor={editor}
        tabIndex={tableIndex === focusIndex ? 0 : -1}
        onFocus={() => setFocusIndex(tableIndex)}
      />
    </Box>
  );
}
