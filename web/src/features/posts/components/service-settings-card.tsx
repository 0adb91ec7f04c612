/**
 * A service's settings in its editor (ADR 0035): its address (`/service/{slug}`; a new one leaves a
 * 301 from the old), its icon, whether visitors see it, and Delete (its text to the Trash, its page
 * 301s to /services). Saved at once with PATCH / DELETE /api/services/:id; a 400's field errors
 * show under their fields.
 */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serviceIcons, type ManagedService, type ServiceIcon } from '@site/contract/service';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { toastFailure } from '../../../components/ui/failure-toast';
import { adminPaths } from '../../../config/admin-paths';
import { parseApiFailure } from '../../../lib/api-failure';
import { toast } from '../../../lib/toast';
import { useDeleteService, useUpdateService } from '../api/manage-services';
import { serviceIconLabels } from '../service-icon-labels';

/** The card. */
export function ServiceSettingsCard({ service }: { service: ManagedService }) {
  const [slug, setSlug] = useState(service.slug);
  const [icon, setIcon] = useState<ServiceIcon>(service.icon);
  const [shown, setShown] = useState(!service.hidden);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateService();
  const remove = useDeleteService();
  const navigate = useNavigate();
  const changed = slug !== service.slug || icon !== service.icon || shown === service.hidden;

  const save = () =>
    update.mutate(
      { id: service.id, patch: { slug: slug.trim(), icon, hidden: !shown } },
      {
        onSuccess: () => {
          setErrors({});
          void toast({
            title: 'Service Saved',
            description:
              slug.trim() === service.slug
                ? `${service.name}: ${shown ? 'shown on the site' : 'hidden from the site'}.`
                : `Its page moved to /service/${slug.trim()}; the old address leads there.`,
          });
          if (slug.trim() !== service.slug) void navigate(adminPaths.service(slug.trim()), { replace: true });
        },
        onError: (error) => {
          const failure = parseApiFailure(error);
          setErrors(failure.fieldErrors);
          if (Object.keys(failure.fieldErrors).length === 0)
            toastFailure(error, 'Failed to save the service. Please try again.', true);
        },
      },
    );

  const confirmDelete = () =>
    remove.mutate(service.id, {
      onSuccess: () => {
        void toast({
          title: 'Service Deleted',
          description: `${service.name} is in the Trash; its page leads to /services.`,
        });
        void navigate(adminPaths.services);
      },
      onError: (error) => toastFailure(error, 'Failed to delete the service. Please try again.', true),
      onSettled: () => setConfirming(false),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="service-settings-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="service-settings-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Address and visibility
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          label="Address"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          error={Boolean(errors.slug)}
          helperText={errors.slug ?? 'Lowercase letters, digits and hyphens. A new address keeps the old one working.'}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">/service/</InputAdornment> } }}
        />
        <TextField
          select
          label="Icon"
          value={icon}
          onChange={(event) => setIcon(event.target.value as ServiceIcon)}
          helperText="Shown on the service's card and designed pictures."
        >
          {serviceIcons.map((key) => (
            <MenuItem key={key} value={key}>
              {serviceIconLabels[key]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
          label={shown ? 'Shown on the site' : 'Hidden from the site (its page answers Not Found)'}
        />
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          <Button variant="contained" onClick={save} disabled={!changed || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save settings'}
          </Button>
          <Button color="error" onClick={() => setConfirming(true)}>
            Delete service
          </Button>
        </Stack>
      </Stack>
      <ConfirmDeleteDialog
        open={confirming}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
        text={`"${service.name}" leaves the site: its text goes to the Trash (kept 30 days) and its page leads to /services.`}
      />
    </Paper>
  );
}
