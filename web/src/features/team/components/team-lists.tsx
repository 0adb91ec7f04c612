/**
 * The Team section's lists (ADR 0033): each person with their role (a select that changes it),
 * their last sign-in and Remove (asked first); each pending invitation with its role, when it
 * expires, and Withdraw. The server refuses to remove or demote the last owner and says so.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleLabels, staffRoles, type StaffRole } from '@site/contract/staff-roles';
import type { TeamInvitation, TeamMember } from '@site/contract/team';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { toastFailure } from '../../../components/ui/failure-toast';
import { toast } from '../../../lib/toast';
import { useChangeRole, useRemoveMember, useWithdrawInvitation } from '../api/team';

/** "Dec 7, 2026, 10:15 PM", or "Never". */
const when = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'Never';

const rowSx = {
  p: 2,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 2,
  justifyContent: 'space-between',
} as const;

/** One person: name, address, last sign-in, role select and Remove. */
function MemberRow({ member, onRemove }: { member: TeamMember; onRemove: () => void }) {
  const change = useChangeRole();
  const label = member.name ?? member.email;
  const setRole = (role: StaffRole) =>
    change.mutate(
      { uid: member.uid, role },
      {
        onSuccess: () => void toast({ title: 'Role Changed', description: `${label} is now ${roleLabels[role]}.` }),
        onError: (error) => toastFailure(error, 'Failed to change the role. Please try again.', true),
      },
    );
  return (
    <Paper variant="outlined" component="li" aria-label={label} data-member={member.email} sx={rowSx}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        {member.name && <Typography color="text.secondary">{member.email}</Typography>}
        <Typography variant="body2" color="text.secondary">
          Last sign-in: {when(member.lastSignInAt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Role"
          value={member.role}
          disabled={change.isPending}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          sx={{ minWidth: 130 }}
        >
          {staffRoles.map((role) => (
            <MenuItem key={role} value={role}>
              {roleLabels[role]}
            </MenuItem>
          ))}
        </TextField>
        <Button color="error" onClick={onRemove}>
          Remove
        </Button>
      </Box>
    </Paper>
  );
}

/** The people on the team, with the removal's confirmation. */
export function MemberList({ members }: { members: TeamMember[] }) {
  const remove = useRemoveMember();
  const [asked, setAsked] = useState<TeamMember | null>(null);
  const confirm = () => {
    if (!asked) return;
    const label = asked.name ?? asked.email;
    remove.mutate(asked.uid, {
      onSuccess: () =>
        void toast({ title: 'Removed', description: `${label} is no longer on the team and has been signed out.` }),
      onError: (error) => toastFailure(error, 'Failed to remove this person. Please try again.', true),
      onSettled: () => setAsked(null),
    });
  };
  return (
    <>
      <Box component="ul" aria-label="People" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {members.map((member) => (
          <MemberRow key={member.uid} member={member} onRemove={() => setAsked(member)} />
        ))}
      </Box>
      <ConfirmDeleteDialog
        open={asked !== null}
        title="Remove from the team?"
        text={`${asked?.name ?? asked?.email ?? ''} will be signed out at once and can no longer open the admin.`}
        pending={remove.isPending}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onCancel={() => setAsked(null)}
        onConfirm={confirm}
      />
    </>
  );
}

/** The pending invitations, each with Withdraw. */
export function InvitationList({ invitations }: { invitations: TeamInvitation[] }) {
  const withdraw = useWithdrawInvitation();
  if (invitations.length === 0) return <Typography color="text.secondary">No pending invitations.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Pending invitations"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {invitations.map((invitation) => (
        <Paper key={invitation.email} variant="outlined" component="li" aria-label={invitation.email} sx={rowSx}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{invitation.email}</Typography>
            <Typography variant="body2" color="text.secondary">
              {roleLabels[invitation.role]} · invited {when(invitation.invitedAt)} ·{' '}
              {invitation.expired ? 'expired' : 'expires'} {when(invitation.expiresAt)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {invitation.expired && <Chip label="Expired" color="warning" size="small" />}
            <Button
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(invitation.email, {
                  onSuccess: () =>
                    void toast({ title: 'Invitation Withdrawn', description: `${invitation.email} cannot use it.` }),
                  onError: (error) => toastFailure(error, 'Failed to withdraw the invitation. Please try again.', true),
                })
              }
            >
              Withdraw
            </Button>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
