import { describe, expect, it } from 'vitest';
import { withScrollableTables } from './html-content';

describe('withScrollableTables', () => {
  it('puts every table, nested ones too, in a focusable named box and leaves the rest as it is', () => {
    const html =
      '<p>Costs: <strong>table</strong> below</p><table class="x"><tr><td><table><tr><td>1</td></tr></table></td></tr></TABLE><p>tableau</p>';
    const out = withScrollableTables(html);
    const box = '<div data-table-scroll="" tabindex="0" role="group" aria-label="Scrollable table">';
    expect(out).toBe(
      `<p>Costs: <strong>table</strong> below</p>${box}<table class="x"><tr><td>${box}<table><tr><td>1</td></tr></table></div></td></tr></table></div><p>tableau</p>`,
    );
  });

  it('changes nothing without a table', () => {
    expect(withScrollableTables('<p>No tables here.</p><tbody>')).toBe('<p>No tables here.</p><tbody>');
  });
});
