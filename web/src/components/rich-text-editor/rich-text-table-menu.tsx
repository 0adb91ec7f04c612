/**
 * The toolbar's Table button and its menu ("give the editor tables, so staff never edit
 * <td> by hand"; Tiptap's table extension, tiptap.dev/docs/editor/extensions/nodes/table): insert
 * a table with a header row, add or delete rows and columns where the cursor is, delete the
 * table. Items that do not apply where the cursor is are disabled (Tiptap's `can()`).
 */
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { useToolbarTooltipProps } from './toolbar-tooltips';

/** The menu's actions, in order; `null` draws a divider. */
const actions: ({ label: string; command: (chain: ChainedCommands) => ChainedCommands } | null)[] = [
  { label: 'Insert table', command: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) },
  null,
  { label: 'Add row above', command: (c) => c.addRowBefore() },
  { label: 'Add row below', command: (c) => c.addRowAfter() },
  { label: 'Add column left', command: (c) => c.addColumnBefore() },
  { label: 'Add column right', command: (c) => c.addColumnAfter() },
  { label: 'Header row on or off', command: (c) => c.toggleHeaderRow() },
  null,
  { label: 'Delete row', command: (c) => c.deleteRow() },
  { label: 'Delete column', command: (c) => c.deleteColumn() },
  { label: 'Delete table', command: (c) => c.deleteTable() },
];

export interface TableMenuButtonProps {
  editor: Editor;
  /** The toolbar's roving tab stop (WAI-ARIA APG toolbar). */
  tabIndex: number;
  onFocus: () => void;
}

/** The Table button; opens the menu. */
export function TableMenuButton({ editor, tabIndex, onFocus }: TableMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const tooltipProps = useToolbarTooltipProps();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      inTable: e.isActive('table'),
      can: actions.map((action) => (action ? action.command(e.can().chain()).run() : false)),
    }),
  });
  const run = (index: number) => {
    setAnchor(null);
    const action = actions[index];
    if (action) action.command(editor.chain().focus()).run();
  };
  return (
    <>
      <Tooltip title="Table" {...tooltipProps}>
        <IconButton
          size="small"
          aria-label="Table"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          tabIndex={tabIndex}
          onFocus={onFocus}
          onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{
            borderRadius: 1,
            color: state.inTable ? 'primary.main' : 'text.secondary',
            bgcolor: state.inTable ? 'action.selected' : undefined,
          }}
        >
          <TableChartOutlined />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action, index) =>
          action ? (
            <MenuItem key={action.label} dense disabled={!state.can[index]} onClick={() => run(index)}>
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          ) : (
            <Divider key={`divider-${index}`} />
          ),
        )}
      </Menu>
    </>
  );
}
