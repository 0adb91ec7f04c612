/**
 * Island of /contact (ADR 0025): the request form is the server's native form, which
 * works without JavaScript (the route's action). This part of the public script is small; the
 * enhancement (features/request-form/request-form-island.ts: the schema's checks, photos, sending
 * without a reload) is a chunk of its own, loaded when the visitor first reaches into the form
 * (focus, pointer or submit): the budget is ≤ 60 KB of script on /contact before the form
 * is touched, and the chunk is about 60 KB. A submit before it has loaded waits for it (never a
 * native post, which would lose the photos). After a post the server answered with errors, the
 * summary takes focus.
 */
// Before the enhancement's chunk loads zod: no `new Function` probe under the page's CSP (no 'unsafe-eval').
import '../lib/zod-jitless';

/** When the page was shown (the API's minimum fill time counts from here). */
const startedAt = Date.now();
const form = document.getElementById('request-form');

if (form instanceof HTMLFormElement) {
  type Enhanced = { submit: () => void };
  let enhanced: Enhanced | undefined;
  let loading: Promise<Enhanced> | undefined;
  const load = () =>
    (loading ??= import('../features/request-form/request-form-island').then((module) => {
      enhanced = module.enhanceRequestForm(form, startedAt);
      form.dataset.enhanced = '';
      return enhanced;
    }));
  form.addEventListener('focusin', () => void load(), { once: true });
  form.addEventListener('pointerdown', () => void load(), { once: true });
  form.addEventListener('submit', (event) => {
    if (enhanced) return; // the enhancement's own handler sends it
    event.preventDefault();
    void load().then((ready) => ready.submit());
  });
  const summary = form.querySelector<HTMLElement>('[data-error-summary]');
  if (summary) {
    summary.focus({ preventScroll: true });
    summary.scrollIntoView({ block: 'start' });
  }
}
document.documentElement.setAttribute('data-island-contact', 'ready');
