/**
 * The `<style>` tags of a server-rendered page ("CSS: inline only what the first
 * viewport needs"; ADR 0024 item 10; mui.com/material-ui/guides/server-rendering): the Emotion
 * rules used above the page's first-viewport mark (components/layouts/first-viewport-end.tsx) go in <head>;
 * the rest go in a `<style>` in the mark's place, before the content that uses them.
 *
 * Measured (Lighthouse mobile, documents served side by side, medians of 3): moving the rules
 * below the first viewport there took LCP from 1081 to 1028 ms on `/`, 1138 to 922 on
 * `/projects`, 1134 to 1064 on a project page, 911 to 847 on `/about` and 947 to 886 on
 * `/contact`. The same rules in a separate (cacheable) file linked at the mark made LCP worse on
 * four of the five (+70 to +230 ms): on a first visit it is one more request before the paint.
 */
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { firstViewportEndAttribute } from './first-viewport-mark';

type Chunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/** The mark as React renders it. */
const mark = `<template ${firstViewportEndAttribute}=""></template>`;

/**
 * The styler of one server render. Call it before rendering: the Emotion server instance it makes
 * puts the cache in `compat` mode, so that the render does not write a `<style>` beside every component.
 * @param cache the Emotion cache the page will render into (theme/emotion-cache.ts)
 * @returns `(html) => document`: the document as React rendered it (no styles yet) with
 *   `<style data-emotion>` tags, all of them before `</head>`, or, when it has the first-viewport
 *   mark, the rules used above the mark there and the rest in the mark's place
 */
export function createPageStyles(cache: EmotionCache): (html: string) => string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const styleTags = (chunks: Chunks) =>
    constructStyleTagsFromChunks({
      ...chunks,
      // `<` before `/style` inside a rule becomes its CSS escape, so no rule can end the style element.
      styles: chunks.styles.map((style) => ({ ...style, css: style.css.replace(/<(?=\/?style\b)/gi, '\\3c ') })),
    });
  return (html) => {
    const at = html.indexOf(mark);
    const all = extractCriticalToChunks(html);
    if (at < 0) return html.replace('</head>', () => `${styleTags(all)}</head>`);
    const above = extractCriticalToChunks(html.slice(0, at));
    const aboveIds = new Set(above.styles.flatMap((style) => style.ids));
    const rest = {
      ...all,
      styles: all.styles
        .map((style) => {
          const ids = style.ids.filter((id) => !aboveIds.has(id));
          return {
            ...style,
            ids,
            css: ids
              .map((id) => cache.inserted[id])
              .filter((css) => typeof css === 'string')
              .join(''),
          };
        })
        .filter((style) => style.css !== ''),
    };
    const before = html.slice(0, at).replace('</head>', () => `${styleTags(above)}</head>`);
    return `${before}${styleTags(rest)}${html.slice(at + mark.length).replaceAll(mark, '')}`;
  };
}
