/**
 * The navbar dropdowns' keyboard and ARIA behaviour on public pages (spec §2 Navigation bar; the
 * WAI-ARIA disclosure navigation pattern). The panels open and close in CSS without this
 * (components/layouts/nav-dropdown.tsx: `:hover`, `:focus-within`, 50 ms close delay); this adds:
 * - `aria-expanded` on each trigger, kept true while the panel shows;
 * - ArrowDown on a trigger opens its panel and focuses its first link;
 * - Escape closes the open panel and returns focus to its trigger (`data-dismissed` holds the
 *   CSS open state off until the pointer and focus have left the entry).
 */
import { dropdownCloseDelayMs } from '../components/layouts/nav-timing';

/** Wires one `[data-nav-dropdown]` entry. */
function enhanceDropdown(entry: HTMLElement): void {
  const trigger = entry.querySelector<HTMLAnchorElement>('[data-nav-trigger]');
  const panel = entry.querySelector<HTMLElement>('[data-nav-panel]');
  if (!trigger || !panel) return;
  let closeTimer: number | undefined;
  const setExpanded = (expanded: boolean) => trigger.setAttribute('aria-expanded', String(expanded));
  const open = () => {
    window.clearTimeout(closeTimer);
    entry.removeAttribute('data-dismissed');
    setExpanded(true);
  };
  const close = () => {
    window.clearTimeout(closeTimer);
    entry.removeAttribute('data-open');
    setExpanded(false);
  };
  setExpanded(false);
  entry.addEventListener('pointerenter', open);
  entry.addEventListener('pointerleave', () => {
    window.clearTimeout(closeTimer);
    closeTimer = window.setTimeout(() => {
      entry.removeAttribute('data-dismissed');
      if (!entry.contains(document.activeElement)) close();
    }, dropdownCloseDelayMs);
  });
  entry.addEventListener('focusin', () => {
    if (!entry.hasAttribute('data-dismissed')) open();
  });
  entry.addEventListener('focusout', (event) => {
    if (entry.contains(event.relatedTarget as Node | null)) return;
    entry.removeAttribute('data-dismissed');
    close();
  });
  entry.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && trigger.getAttribute('aria-expanded') === 'true') {
      event.stopPropagation();
      entry.setAttribute('data-dismissed', '');
      close();
      trigger.focus();
    } else if (event.key === 'ArrowDown' && event.target === trigger) {
      event.preventDefault();
      entry.setAttribute('data-open', '');
      open();
      panel.querySelector<HTMLElement>('a')?.focus();
    }
  });
}

/** Wires every navbar dropdown under `root`. */
export function enhanceNavDropdowns(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-nav-dropdown]').forEach(enhanceDropdown);
}
