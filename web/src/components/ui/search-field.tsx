/**
 * A small search box with the magnifier in front (the Admin Panel's and the Leads inbox's
 * filters): `type="search"`, so it is a searchbox to assistive technology and clears with Escape.
 */
import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SearchFieldProps = Pick<TextFieldProps, 'label' | 'placeholder' | 'sx'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The search box. */
export function SearchField({ value, onChange, ...props }: SearchFieldProps) {
  return (
    <TextField
      {...props}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
