/**
 * The phone toggle menu on public pages (spec §2: "On small screens a toggle menu appears").
 * Without this it is a working `<details>` disclosure (components/layouts/mobile-menu.tsx); this
 * names the toggle for what it does next ("Open menu" / "Close menu") and closes the menu on
 * Escape (focus back on the toggle) and on a tap outside it.
 */

/** Wires one `details[data-mobile-menu]`. */
function enhanceMenu(menu: HTMLDetailsElement): void {
  const toggle = menu.querySelector<HTMLElement>('[data-mobile-menu-toggle]');
  if (!toggle) return;
  const name = () => toggle.setAttribute('aria-label', menu.open ? 'Close menu' : 'Open menu');
  name();
  menu.addEventListener('toggle', name);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    toggle.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node | null)) menu.open = false;
  });
}

/** Wires every phone menu under `root`. */
export function enhanceMobileMenu(root: ParentNode): void {
  root.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]').forEach(enhanceMenu);
}
