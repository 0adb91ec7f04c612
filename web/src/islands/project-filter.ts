/**
 * Island of the home page's projects section (spec §2 "Projects section": filter buttons All,
 * Residential, Commercial; 'No projects found for the selected filter'; at most 4 projects and
 * 'View All Projects' when more exist; spec §9 "homepage projects max 4"). The section's HTML
 * (features/projects/components/projects-section.tsx) holds every card a filter shows, each `li`
 * naming its sectors, and filter links to the gallery pages. This makes the links toggle buttons
 * (`role="button"`, `aria-pressed`, Space as well as Enter) that filter in place.
 */

type Filter = 'all' | 'residential' | 'commercial';

/** Marks a filter pressed or not: `aria-pressed` and the site button's filled look (`data-variant`). */
function press(button: HTMLAnchorElement, pressed: boolean): void {
  button.setAttribute('aria-pressed', String(pressed));
  button.dataset.variant = pressed ? 'contained' : 'outlined';
}

/** Enhances one `[data-projects-section]`. */
export function enhanceProjectsSection(section: HTMLElement): void {
  const limit = Number(section.dataset.limit) || Infinity;
  const more = (section.dataset.more ?? '').split(' ').filter(Boolean);
  const buttons = [...section.querySelectorAll<HTMLAnchorElement>('a[data-project-filter]')];
  const items = [...section.querySelectorAll<HTMLElement>('li[data-sectors]')];
  const empty = section.querySelector<HTMLElement>('[data-projects-empty]');
  const viewAll = section.querySelector<HTMLElement>('[data-projects-more]');

  const apply = (filter: Filter) => {
    const matching = items.filter(
      (item) => filter === 'all' || (item.dataset.sectors ?? '').split(' ').includes(filter),
    );
    const shown = new Set(matching.slice(0, limit));
    items.forEach((item) => (item.hidden = !shown.has(item)));
    if (empty) empty.hidden = shown.size > 0;
    if (viewAll) viewAll.hidden = !(matching.length > limit || more.includes(filter));
    buttons.forEach((button) => press(button, button.dataset.projectFilter === filter));
  };

  for (const button of buttons) {
    button.setAttribute('role', 'button');
    button.addEventListener('click', (event) => {
      event.preventDefault();
      apply(button.dataset.projectFilter as Filter);
    });
    button.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      button.click();
    });
  }
  const current = buttons.find((b) => b.dataset.variant === 'contained')?.dataset.projectFilter ?? 'all';
  buttons.forEach((button) => press(button, button.dataset.projectFilter === current));
}

document.querySelectorAll<HTMLElement>('[data-projects-section]').forEach(enhanceProjectsSection);
document.documentElement.setAttribute('data-island-project-filter', 'ready');
