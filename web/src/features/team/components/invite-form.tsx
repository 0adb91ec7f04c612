/**
 * The Team section's invitation form (ADR 0033): a Google e-mail address and a role. The person
 * accepts by signing in with Google as that address within the invitation's days.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { roleLabels, staffRoles, type StaffRole } from '@site/contract/staff-roles';
import { invitationDays } from '@site/contract/team';
import { useState, type FormEvent } from 'react';
import { toastFailure } from '../../../components/ui/failure-toast';
import { parseApiFailure } from '../../../lib/api-failure';
import { toast } from '../../../lib/toast';
import { useInvite } from '../api/team';

/** What each role may do, in a sentence. */
export const roleSummaries: Record<StaffRole, string> = {
  owner: 'Everything, including the Team and the Company details.',
  office: 'Projects, services, pages, reviews, redirects, the Trash and the leads.',
  crew: 'New projects and photos; their drafts wait for review.',
};

/** The form. */
export function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('office');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setEmail('');
          void toast({
            title: 'Invitation Sent',
            description: `${email} can sign in with Google as ${roleLabels[role]} within ${invitationDays} days.`,
          });
        },
        onError: (failure) => {
          const { status, message, fieldErrors } = parseApiFailure(failure);
          if (status === 400 || status === 409) setError(fieldErrors.email ?? message);
          else toastFailure(failure, 'Failed to send the invitation. Please try again.');
        },
      },
    );
  };
  return (
    <Box
      component="form"
      aria-label="Invite someone"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr auto' }, alignItems: 'start' }}
    >
      <TextField
        label="Google e-mail address"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error !== null}
        helperText={error ?? 'They accept by signing in with Google as this address.'}
      />
      <TextField
        select
        label="Role"
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        helperText={roleSummaries[role]}
      >
        {staffRoles.map((option) => (
          <MenuItem key={option} value={option}>
            {roleLabels[option]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="large" disabled={invite.isPending} sx={{ mt: { md: 0.5 } }}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </Box>
  );
}
