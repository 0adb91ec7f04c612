/**
 * The warning that staff's published privacy policy no longer states the company's live values
 * (contract privacy-drift.ts): the months requests are kept, the e-mail, the phone, an old
 * address. Shown in the Company section (after a save that made them differ) and in the policy's
 * editor, with the way to fix it. Reads the page posts through the query the Pages section uses.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { privacyDriftText, privacyPolicyDrift, type PrivacyFacts } from '@site/contract/privacy-drift';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../config/admin-paths';
import { fetchPostItems, fixedTypePostsKey } from '../../lib/fetch-posts';

/** The published privacy policy page post, if staff have one (the Pages section's query). */
export function usePublishedPrivacyPolicy() {
  const pages = useQuery({ queryKey: fixedTypePostsKey('page'), queryFn: fetchPostItems });
  return pages.data?.find((post) => post.slug === 'privacy' && post.status === 'published') ?? null;
}

/**
 * The warning, or nothing while the published policy agrees with `settings` (or there is none).
 * @param settings the company details now
 * @param previous the details before the last save here, if any (finds an old address)
 * @param showLink offer "Open Privacy policy" (not on the policy's own editor)
 */
export function PrivacyDriftAlert({
  settings,
  previous,
  showLink = true,
}: {
  settings: PrivacyFacts;
  previous?: PrivacyFacts | undefined;
  showLink?: boolean;
}) {
  const policy = usePublishedPrivacyPolicy();
  const drift = policy?.content ? privacyPolicyDrift(policy.content, settings, previous) : [];
  if (drift.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      data-privacy-drift=""
      action={
        showLink ? (
          <Button component={RouterLink} to={adminPaths.page('privacy')} color="inherit" size="small">
            Open Privacy policy
          </Button>
        ) : undefined
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <AlertTitle>Your published privacy policy no longer matches your company details</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {drift.map((item) => (
          <li key={item.what}>{privacyDriftText(item)}</li>
        ))}
      </Box>
      Change the text of the policy and publish it again, so visitors read what is true.
    </Alert>
  );
}
