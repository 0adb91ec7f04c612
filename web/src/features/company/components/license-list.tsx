/**
 * License numbers from site settings (spec §2 "/about": "license numbers"; "/contact": hero
 * with license info), as a description list.
 */
import { useSiteSettings } from '../../../lib/site-data';
import { DescriptionList } from '../../../components/ui/description-list';

/** Label and number of every license; `tone` 'dark' for the green hero band. */
export function LicenseList({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  const { licenses } = useSiteSettings();
  return (
    <DescriptionList
      listSx={{ '& > div': { display: 'flex', flexWrap: 'wrap', columnGap: 1 } }}
      termSx={{ '&::after': { content: '":"' } }}
      detailsSx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        color: dark ? 'rgba(255,255,255,0.92)' : 'text.secondary',
      }}
    >
      {licenses.map((l) => (
        <div key={l.number}>
          <dt>{l.label}</dt>
          <dd>{l.number}</dd>
        </div>
      ))}
    </DescriptionList>
  );
}
