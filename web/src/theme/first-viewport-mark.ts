/**
 * The attribute of the first-viewport mark (ADR 0024 item 10): the empty `<template>` that
 * components/layouts/first-viewport-end.tsx renders and theme/page-styles.ts looks for in the
 * rendered HTML. A module of its own, without imports, so the component (which also runs in the
 * browser on the pages that hydrate) never pulls in the server-only styler (@emotion/server uses Node's Buffer).
 */
export const firstViewportEndAttribute = 'data-first-viewport-end';
