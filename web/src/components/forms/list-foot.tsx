/**
 * The foot of an editable list (row-list-field, string-list-field): its message about the list as
 * a whole, if any, and 'Add {item}', which turns off at the list's limit and says so.
 */
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';

export interface ListFootProps {
  /** e.g. 'licence' → 'Add licence'. */
  itemLabel: string;
  count: number;
  max: number;
  onAdd: () => void;
  /** A message about the list (e.g. "Add at least one area served"). */
  error?: string | undefined;
}

/** The list's error and add button. */
export function ListFoot({ itemLabel, count, max, onAdd, error }: ListFootProps) {
  return (
    <>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box>
        <Button startIcon={<Add aria-hidden />} onClick={onAdd} disabled={count >= max} variant="outlined" size="small">
          Add {itemLabel}
        </Button>
        {count >= max && (
          <FormHelperText component="span" sx={{ ml: 1.5, display: 'inline' }}>
            At most {max}.
          </FormHelperText>
        )}
      </Box>
    </>
  );
}
