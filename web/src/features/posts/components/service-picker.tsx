/**
 * Service picker of the project form (spec §2: "a service picker (multi-select from the services
 * list)"): an Autocomplete of GET /api/services names holding the chosen ids. When the list
 * cannot be loaded: the toast 'Failed to fetch services' (spec §8) and a hint in the field.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useServiceOptions, type ServiceOption } from '../api/get-services';
import type { ProjectFormControl } from '../project-form-values';

/** The multi-select of services, bound to `serviceIds`. */
export function ServicePicker({ control }: { control: ProjectFormControl }) {
  const { data: options = [], isPending, isError } = useServiceOptions();
  useEffect(() => {
    if (isError) toast({ title: 'Error', description: 'Failed to fetch services', variant: 'destructive' });
  }, [isError]);
  return (
    <Controller
      name="serviceIds"
      control={control}
      render={({ field: { ref, value = [], onChange, onBlur }, fieldState }) => {
        const selected = value
          .map((id) => options.find((option) => option.id === id) ?? (isPending || isError ? { id, name: id } : null))
          .filter((option): option is ServiceOption => option !== null);
        return (
          <Autocomplete
            multiple
            options={options}
            value={selected}
            loading={isPending}
            disableCloseOnSelect
            filterSelectedOptions
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
            onBlur={onBlur}
            renderValue={(chosen, getItemProps) =>
              chosen.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return (
                  <Chip key={key} label={option.name} size="small" color="primary" variant="outlined" {...itemProps} />
                );
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={ref}
                label="Services provided"
                placeholder={selected.length === 0 ? 'Choose services' : undefined}
                error={Boolean(fieldState.error) || isError}
                helperText={
                  fieldState.error?.message ??
                  (isError ? 'Failed to fetch services. Reload the page to try again.' : 'Shown on the project page.')
                }
              />
            )}
          />
        );
      }}
    />
  );
}
