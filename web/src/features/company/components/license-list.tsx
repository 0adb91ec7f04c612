/**
 * License numbers from site settings (spec §2 "/about": "license numbers"; "/contact": hero
 * with license info), as a description list.
 */
import Box from '@mui/material/Box';
import { useSiteSettings } from '../../../lib/site-data';

/** Label and number of every license; `tone` 'dark' for the green hero band. */
export function LicenseList({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  const { licenses } = useSiteSettings();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        '& > div': { display: 'flex', flexWrap: 'wrap', columnGap: 1 },
        '& dt': { fontWeight: 700 },
        '& dt::after': { content: '":"' },
        '& dd': {
          m: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          color: dark ? 'rgba(255,255,255,0.92)' : 'text.secondary',
        },
      }}
    >
      {licenses.map((l) => (
        <div key={l.number}>
          <dt>{l.label}</dt>
          <dd>{l.number}</dd>
        </div>
      ))}
    </Box>
  );
}
