/**
 * Says, before a save, that a published project's web address will change with its title and
 * that the old address will keep working ("Stable URLs": the editor tells staff before
 * saving; the server keeps the old slug as the project's history and answers 301 from it,
 * functions/src/services/redirects/slug-redirects.ts). The new address is the slug rule of spec
 * §5; the server adds `-2`, `-3`… when another project already has it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { slugPreview, type ProjectFormControl } from '../project-form-values';

/** The live address of the project being edited: its saved title and slug. */
export interface PublishedAddress {
  title: string;
  slug: string;
}

/** The notice, shown while the typed title would give a published project another slug. */
export function SlugChangeNotice({ control, published }: { control: ProjectFormControl; published: PublishedAddress }) {
  const title = useWatch({ control, name: 'title' });
  const slug = slugPreview(title);
  if (title.trim() === published.title || slug === published.slug) return null;
  const address = (value: string) => (
    <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '0.85em' }}>
      {paths.project(value)}
    </Box>
  );
  return (
    <Alert severity="warning" role="status" data-testid="slug-change-notice">
      <AlertTitle>The web address will change</AlertTitle>
      This project is published at {address(published.slug)}. With this title, saving moves it to {address(slug)}. Links
      to the old address keep working: it will redirect to the new one.
    </Alert>
  );
}
