/**
 * The form of one redirect ("Redirects for the old site"): the old address, the page of
 * this site it leads to, and 301 (moved for good) or 302 (for now). react-hook-form with the
 * contract's rules (contract/src/redirects.ts), so the browser refuses what the server would
 * (another site's address, an /api/ target); what only the server knows (a live page shadowed,
 * a loop, an address that has a rule) comes back onto its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { normalizeFromPath, normalizeToPath, redirectInputSchema, type RedirectRule } from '@site/contract/redirects';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ControlledTextField } from '../../../components/forms/controlled-text-field';
import { useSaveRedirect } from '../api/redirects';
import { RecordForm } from './record-form';

/** The form's values (status as the select's text). */
const formSchema = z
  .object({ from: z.string(), to: z.string(), status: z.enum(['301', '302']) })
  .superRefine((value, ctx) => {
    const from = normalizeFromPath(value.from);
    const to = normalizeToPath(value.to, typeof window === 'undefined' ? null : window.location.origin);
    if ('error' in from) ctx.addIssue({ code: 'custom', path: ['from'], message: from.error });
    if ('error' in to) ctx.addIssue({ code: 'custom', path: ['to'], message: to.error });
  });
type FormValues = z.infer<typeof formSchema>;

const empty: FormValues = { from: '', to: '', status: '301' };

/** Add (no `rule`) or edit one rule; `onDone` after a save or Cancel. */
export function RedirectForm({ rule, onDone }: { rule?: RedirectRule; onDone?: () => void }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: rule ? { from: rule.from, to: rule.to, status: String(rule.status) as '301' | '302' } : empty,
  });
  const { control } = form;
  const save = useSaveRedirect();
  const onSave = async (values: FormValues) => {
    await save.mutateAsync({
      id: rule?.id,
      body: redirectInputSchema.parse({ ...values, status: Number(values.status) }),
    });
    return {
      title: rule ? 'Redirect Updated' : 'Redirect Added',
      description: `${values.from.trim()} now leads to ${values.to.trim()}.`,
    };
  };
  return (
    <RecordForm
      form={form}
      onSave={onSave}
      pending={save.isPending}
      empty={() => empty}
      fieldOf={(field) => (field === 'from' || field === 'to' ? field : null)}
      failure="Failed to save the redirect. Please try again."
      label={rule ? `Edit the redirect of ${rule.from}` : 'Add a redirect'}
      submitLabel={rule ? 'Save' : 'Add'}
      onDone={onDone}
      editing={Boolean(rule)}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 150px auto' },
        alignItems: 'start',
      }}
      actionsSx={{ pt: { md: 1 } }}
    >
      <ControlledTextField
        control={control}
        name="from"
        label="Old address"
        placeholder="/services.html"
        helperText="A path of the old site, or its full address"
      />
      <ControlledTextField
        control={control}
        name="to"
        label="New address"
        placeholder="/services"
        helperText="A page of this site"
      />
      <ControlledTextField control={control} name="status" label="Type" select>
        <MenuItem value="301">301 Moved for good</MenuItem>
        <MenuItem value="302">302 For now</MenuItem>
      </ControlledTextField>
    </RecordForm>
  );
}
