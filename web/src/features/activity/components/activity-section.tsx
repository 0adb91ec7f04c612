/**
 * The Activity section of the admin (/admin/activity; Owner and Office, ADR 0033): who published,
 * unpublished, deleted or restored what, changed a role, exported leads or changed the company
 * details, and when, newest first; entries are kept a year (contract activity).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { activityLabels, activityListSchema, activityPath } from '@site/contract/activity';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminQueryState } from '../../../components/layouts/admin-section-states';
import { apiRequest } from '../../../lib/api-client';

/** "Dec 7, 2026, 10:15 PM". */
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The section. */
export function ActivitySection() {
  const activity = useQuery({
    queryKey: [activityPath],
    queryFn: async () => activityListSchema.parse(await (await apiRequest('GET', activityPath)).json()),
  });
  return (
    <AdminSectionPage title="Activity" lead="Who changed what on the site and in the team, over the last year">
      <AdminQueryState
        query={activity}
        loading="Loading the activity..."
        failed="The activity could not be loaded."
        empty={<Typography color="text.secondary">Nothing has been changed yet.</Typography>}
      >
        {(entries) => (
          <Paper variant="outlined" component="ol" aria-label="Activity" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              >
                <Typography>
                  {activityLabels[entry.action]}
                  {entry.subject && (
                    <>
                      {' '}
                      <strong>{entry.subject}</strong>
                    </>
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {entry.by ?? 'Someone'} · {when(entry.at)}
                </Typography>
              </Box>
            ))}
          </Paper>
        )}
      </AdminQueryState>
    </AdminSectionPage>
  );
}
