/**
 * Where a public page's first viewport ends ("CSS: inline only what the first viewport
 * needs"; ADR 0024 item 10). The server render (theme/page-styles.ts) puts the Emotion rules of
 * everything above this point in <head> and the page's other rules in a `<style>` that takes this
 * element's place, ahead of the content that uses them, so nothing is ever drawn unstyled.
 *
 * Rendered only on pages that run no React (lib/page-scripts.ts): a page that hydrates must get
 * back the markup it was rendered with, so it keeps all of its CSS in <head> and this renders nothing.
 * A page without this element keeps all of its CSS in <head>. The first one counts.
 */
import { useMatches } from 'react-router';
import { pageHydrates } from '../../lib/page-scripts';
import { firstViewportEndAttribute } from '../../theme/first-viewport-mark';

/** An empty, inert `<template>` at the end of the first viewport (phone, 412×823). */
export function FirstViewportEnd() {
  const hydrates = pageHydrates(useMatches());
  return hydrates ? null : <template {...{ [firstViewportEndAttribute]: '' }} />;
}
