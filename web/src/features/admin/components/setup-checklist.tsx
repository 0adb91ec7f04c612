/**
 * "Set up your site" ("The admin shows a 'Set up your site' checklist until each item is
 * done"), at the top of the Projects section: what a new company still has to do before its site
 * speaks for it, each with the way to do it, and "N of M done". When every item is done
 * (contract setup-status.ts `setupComplete`) it says so in one line instead of the list.
 * - Company details: saved by staff (the seed's demo details, licences and certifications are
 *   gone, requests are e-mailed to the company).
 * - Demo projects: none left; "Remove demo projects" deletes them for good after a confirm, offered
 *   once the company has a project of its own (before that, "Upload a project" leads there).
 * - Privacy page: staff's own text, published.
 * - Hero photos: staff have saved the home hero slides (their photos and words, not the designed slides).
 * - Google Business Profile link: set in the Company section (the pages link the profile's reviews).
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { setupComplete, type SetupStatus } from '@site/contract/setup-status';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminSectionLoadError } from '../../../components/layouts/admin-section-states';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { toastFailure } from '../../../components/ui/failure-toast';
import { useRemoveDemoProjects, useSetupStatus } from '../api/setup';

/** "1 demo project", "12 demo projects". */
const demoProjectsText = (count: number) => `${count} demo project${count === 1 ? '' : 's'}`;

/** One step of the list: whether it is done, its name, what was done or what to do, and the way to do it. */
interface SetupStep {
  done: boolean;
  title: string;
  text: string;
  /** The button: to a section (`to`) or an action of this card (`onClick`). */
  action: { label: string; to: string } | { label: string; onClick: () => void };
}

/** The steps for `status`, in the order the list shows them. */
function setupSteps(status: SetupStatus, onRemoveDemo: () => void): SetupStep[] {
  const demoLeft = status.demoProjects;
  return [
    {
      done: status.company,
      title: 'Company details',
      text: status.company
        ? 'Saved: your name, phone, address, licences and certifications are on every page.'
        : 'Check your company name, phone, e-mail, address, licences and certifications, and who gets requests by e-mail, then save: visitors see them on every page.',
      action: { label: 'Open Company', to: adminPaths.company },
    },
    {
      done: demoLeft === 0,
      title: 'Demo projects',
      text:
        demoLeft === 0
          ? 'No demo projects left: the gallery shows your own work.'
          : status.ownProjects === 0
            ? `${demoProjectsText(demoLeft)} from the sample site ${demoLeft === 1 ? 'is' : 'are'} still on your site. Add a project of your own first, so the gallery is never empty; then remove them here.`
            : `${demoProjectsText(demoLeft)} from the sample site ${demoLeft === 1 ? 'is' : 'are'} still on your site, beside your own. Remove them when you are ready.`,
      action:
        status.ownProjects === 0
          ? { label: 'Upload a project', to: paths.upload }
          : { label: 'Remove demo projects', onClick: onRemoveDemo },
    },
    {
      done: status.privacy,
      title: 'Privacy page',
      text: status.privacy
        ? 'Published: your privacy policy is linked from every page and from the request form.'
        : 'Read the built-in privacy policy, change what does not fit your company, and publish it as yours.',
      action: { label: 'Open Privacy policy', to: adminPaths.page('privacy') },
    },
    {
      done: status.heroPhotos,
      title: 'Hero photos',
      text: status.heroPhotos
        ? 'Saved: the home page opens with your own slides.'
        : 'The home page opens with designed placeholder slides. Add photos of your own work, with a title and a service for each.',
      action: { label: 'Open Home hero slides', to: adminPaths.heroSlides },
    },
    {
      done: status.googleBusinessProfile,
      title: 'Google Business Profile link',
      text: status.googleBusinessProfile
        ? 'Set: your pages link to your reviews on Google and ask visitors to leave one.'
        : 'Add the link of your Google Business Profile in Company, so your pages show "Read our reviews on Google" and "Leave us a review".',
      action: { label: 'Add the link in Company', to: adminPaths.company },
    },
  ];
}

/** One item: done or not, what it is, what to do (or what was done), and, while not done, its button. */
function SetupItem({ step: { done, title, text, action } }: { step: SetupStep }) {
  return (
    <Box
      component="li"
      data-done={done}
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1.5, alignItems: 'start' }}
    >
      {done ? (
        <CheckCircle color="success" aria-hidden sx={{ mt: 0.25 }} />
      ) : (
        <RadioButtonUnchecked color="action" aria-hidden sx={{ mt: 0.25 }} />
      )}
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
          <VisuallyHidden>{done ? ' (done)' : ' (to do)'}</VisuallyHidden>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
        {!done &&
          ('to' in action ? (
            <Button component={RouterLink} to={action.to} variant="outlined" size="small">
              {action.label}
            </Button>
          ) : (
            <Button onClick={action.onClick} variant="outlined" color="error" size="small">
              {action.label}
            </Button>
          ))}
      </Box>
    </Box>
  );
}

/** The one line that replaces the list once every step is done. */
function SetupDone() {
  return (
    <Alert
      component="section"
      role="region"
      aria-labelledby="setup-heading"
      severity="success"
      icon={<CheckCircle fontSize="inherit" aria-hidden />}
    >
      <Typography id="setup-heading" component="h2" sx={{ fontWeight: 700 }}>
        Your site is set up
      </Typography>
      Every set-up step is done: your company details, your own projects, your privacy policy, your hero photos and your
      Google reviews link.
    </Alert>
  );
}

/** The checklist card, or its "all done" line once every item is done (nothing while it loads). */
export function SetupChecklist() {
  const setup = useSetupStatus();
  const removal = useRemoveDemoProjects();
  const [confirming, setConfirming] = useState(false);
  if (setup.isPending) return null;
  if (setup.isSuccess && setupComplete(setup.data)) return <SetupDone />;

  const status = setup.data;
  const steps = status ? setupSteps(status, () => setConfirming(true)) : [];
  const done = steps.filter((step) => step.done).length;
  const onConfirm = () =>
    removal.mutate(undefined, {
      onSuccess: ({ removed }) =>
        toast({
          title: 'Demo Projects Removed',
          description: `${demoProjectsText(removed)} deleted for good, with their photos.`,
        }),
      onError: (error) => toastFailure(error, 'Failed to remove the demo projects. Please try again.', true),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card
      component="section"
      aria-labelledby="setup-heading"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, borderLeft: 4, borderLeftColor: 'warning.main' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="setup-heading" variant="h5" component="h2">
          Set up your site
        </Typography>
        {status && (
          <Typography variant="body2" color="text.secondary">
            {done} of {steps.length} done
          </Typography>
        )}
      </Box>
      {setup.isError ? (
        <AdminSectionLoadError
          error={setup.error}
          text="The set-up steps could not be loaded."
          onRetry={() => void setup.refetch()}
        />
      ) : (
        <>
          <Typography color="text.secondary">
            A few things to do before customers rely on your site. When everything is done, this list shrinks to one
            line.
          </Typography>
          <Box
            component="ul"
            aria-label="Set-up steps"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}
          >
            {steps.map((step) => (
              <SetupItem key={step.title} step={step} />
            ))}
          </Box>
        </>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title="Remove the demo projects?"
        text={`This deletes the ${status ? demoProjectsText(status.demoProjects) : 'demo projects'} of the sample site for good, with their photos: they do not go to the Trash. Projects you made stay.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={removal.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
