/**
 * The Team section of the admin (/admin/team; the Owner's only, ADR 0033): invite someone by
 * their Google address with a role, the people on the team with their role and last sign-in,
 * and the pending invitations.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { useTeam } from '../api/team';
import { InviteForm } from './invite-form';
import { InvitationList, MemberList } from './team-lists';

/** The section. */
export function TeamSection() {
  const team = useTeam();
  return (
    <AdminSectionPage title="Team" lead="Who can sign in to this admin, and what each may do">
      <Stack spacing={4}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Invite someone
          </Typography>
          <InviteForm />
        </Paper>
        <AdminQueryState query={team} loading="Loading the team..." failed="The team could not be loaded.">
          {({ members, invitations }) => (
            <Stack spacing={4}>
              <section aria-labelledby="team-people">
                <Typography id="team-people" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                  People
                </Typography>
                <MemberList members={members} />
              </section>
              <section aria-labelledby="team-invitations">
                <Typography id="team-invitations" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                  Pending invitations
                </Typography>
                <InvitationList invitations={invitations} />
              </section>
            </Stack>
          )}
        </AdminQueryState>
      </Stack>
    </AdminSectionPage>
  );
}
