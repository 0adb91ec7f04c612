/**
 * "Add a service" in the Services section (ADR 0035): its name, its address (made from the name
 * until staff type their own) and icon. POST /api/services; on success the editor of the new
 * service opens, where staff write its card and page text and publish it (until then visitors do
 * not see it). A 400's field errors show under their fields.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serviceIcons, type ServiceIcon } from '@site/contract/service';
import { slugify } from '@site/contract/slug';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toastFailure } from '../../../components/ui/failure-toast';
import { adminPaths } from '../../../config/admin-paths';
import { parseApiFailure } from '../../../lib/api-failure';
import { toast } from '../../../lib/toast';
import { useCreateService } from '../api/manage-services';
import { serviceIconLabels } from '../service-icon-labels';

/** The button, and the form it opens. */
export function AddServiceCard() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const [icon, setIcon] = useState<ServiceIcon>('grass');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateService();
  const navigate = useNavigate();
  const address = slug ?? slugify(name);

  if (!open)
    return (
      <Button
        variant="contained"
        startIcon={<Add aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ justifySelf: 'start' }}
      >
        Add a service
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, slug: address, icon },
      {
        onSuccess: () => {
          void toast({
            title: 'Service Added',
            description: `Write the text of ${name.trim()} and publish it to show it on the site.`,
          });
          void navigate(adminPaths.service(address));
        },
        onError: (error) => {
          const failure = parseApiFailure(error);
          setErrors(failure.fieldErrors);
          if (Object.keys(failure.fieldErrors).length === 0)
            toastFailure(error, 'Failed to add the service. Please try again.', true);
        },
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby="add-service-title"
      onSubmit={submit}
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="add-service-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Add a service
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'As visitors read it in the menus, e.g. Snow Removal'}
        />
        <TextField
          label="Address"
          required
          value={address}
          onChange={(event) => setSlug(event.target.value)}
          error={Boolean(errors.slug)}
          helperText={errors.slug ?? 'Lowercase letters, digits and hyphens'}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">/service/</InputAdornment> } }}
        />
        <TextField select label="Icon" value={icon} onChange={(event) => setIcon(event.target.value as ServiceIcon)}>
          {serviceIcons.map((key) => (
            <MenuItem key={key} value={key}>
              {serviceIconLabels[key]}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : 'Add service'}
          </Button>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
