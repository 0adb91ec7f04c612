/**
 * The Redirects section of the admin ("Redirects for the old site"; /admin/redirects):
 * the old site's addresses and where they lead, each with how many visits it answered and the
 * last one, so the office sees which old links still bring visitors (most visited first); add one
 * with the form, edit or delete one, or import a CSV list from the old site (all or nothing: the
 * lines at fault are listed and nothing is written). One card per rule: it reads the same on a
 * 360 px phone and at a desk.
 */
import East from '@mui/icons-material/East';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RedirectRule } from '@site/contract/redirects';
import { useRef, useState, type ChangeEvent } from 'react';
import { AdminSectionPage } from '../../../components/layouts/admin-section-header';
import { AdminQueryCardList } from '../../../components/layouts/admin-section-states';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EditableCard } from '../../../components/ui/editable-card';
import { toast } from '../../../lib/toast';
import { isUnauthorizedError } from '../../../lib/api-client';
import { parseApiFailure } from '../../../lib/api-failure';
import { formatDate } from '../admin-posts';
import { useDeleteRedirect, useImportRedirects, useRedirects } from '../api/redirects';
import { AddRecordCard } from './record-form';
import { RedirectForm } from './redirect-form';
import { useConfirmedDelete } from './use-confirmed-delete';
import { ListPager } from '../../../components/ui/list-pager';
import { staffPageSize } from '../api/staff-collection';

/** What the last import refused: its message and the lines at fault. */
interface ImportRefusal {
  message: string;
  lines: [string, string][];
}

/** One rule with its figures and actions (or its edit form). */
function RedirectCard({ rule, onDelete }: { rule: RedirectRule; onDelete: () => void }) {
  return (
    <EditableCard
      what={`the redirect of ${rule.from}`}
      form={(done) => <RedirectForm rule={rule} onDone={done} />}
      onDelete={onDelete}
      itemProps={{ 'data-redirect': rule.from }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {rule.from}
        </Box>
        <East fontSize="small" aria-label="leads to" />
        <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
          {rule.to}
        </Box>
        <Chip size="small" label={rule.status === 301 ? '301 for good' : '302 for now'} />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="redirect-hits">
        {rule.hits === 0
          ? 'No visits yet'
          : `${rule.hits.toLocaleString('en-US')} ${rule.hits === 1 ? 'visit' : 'visits'}`}
        {rule.lastHitAt ? ` · last ${formatDate(rule.lastHitAt)}` : ''}
      </Typography>
    </EditableCard>
  );
}

/** The Redirects section. */
export function RedirectsSection() {
  const { items: redirects, ...redirectsPages } = useRedirects();
  const remove = useDeleteRedirect();
  const importer = useImportRedirects();
  const deletion = useConfirmedDelete<RedirectRule>(
    remove,
    (rule) => ({ title: 'Redirect Deleted', description: `${rule.from} no longer redirects.` }),
    'Failed to delete the redirect. Please try again.',
    false,
  );
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    try {
      const result = await importer.mutateAsync(await file.text());
      void toast({ title: 'Redirects Imported', description: `${result.created} added, ${result.updated} replaced.` });
    } catch (error) {
      // A 401 is the logged-out flow (lib/query-client.ts).
      if (isUnauthorizedError(error)) return;
      const { message, fieldErrors } = parseApiFailure(error);
      setRefusal({ message: message || 'The file could not be imported.', lines: Object.entries(fieldErrors) });
    }
  };

  return (
    <AdminSectionPage
      title="Redirects"
      lead="Send the addresses of your old website to pages of this one, so old links and search results still land on the right page. The visits show which old links still bring people."
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<UploadFile aria-hidden />}
            onClick={() => fileInput.current?.click()}
            disabled={importer.isPending}
          >
            {importer.isPending ? 'Importing...' : 'Import CSV'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="CSV file of redirects"
            onChange={(event) => void onFile(event)}
          />
        </>
      }
    >
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} data-testid="import-refusal">
          <AlertTitle>{refusal.message}</AlertTitle>
          {refusal.lines.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {refusal.lines.map(([line, text]) => (
                <li key={line}>
                  {line}: {text}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <AddRecordCard title="Add a redirect">
        <RedirectForm />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          A CSV file has one redirect a line: old address, new address, and 301 or 302 (301 when empty).
        </Typography>
      </AddRecordCard>
      <AdminQueryCardList
        query={redirects}
        loading="Loading redirects..."
        failed="The redirects could not be loaded."
        empty={<Typography color="text.secondary">No redirects yet.</Typography>}
        label="Redirects"
        renderCard={(rule) => <RedirectCard key={rule.id} rule={rule} onDelete={() => deletion.ask(rule)} />}
      />
      <ListPager
        paging={redirectsPages.paging}
        pageSize={staffPageSize}
        page={redirectsPages.page}
        label="Redirects pages"
        countOf={(n) => (n === 1 ? '1 redirect' : `${n.toLocaleString('en-US')} redirects`)}
        busy={redirectsPages.busy}
      />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        title="Delete this redirect?"
        text={<>Links to {deletion.confirming?.from} will show “Page not found” again.</>}
      />
    </AdminSectionPage>
  );
}
