/**
 * The one script of every public page that does not run React (ADR 0024 item 7): the
 * islands, each a progressive enhancement that looks for its own markup and does nothing on a
 * page without it. Built as one file (web/scripts/islands-plugin.ts), so a page makes one script
 * request, and the browser keeps it for every public page. When the site island is done (the
 * staff parts shown or not), `<html data-island-public="ready">` says the page is enhanced.
 */
import { siteReady } from './site';
import './carousel';
import './project-filter';
import './project';
import './contact';

void siteReady.finally(() => document.documentElement.setAttribute('data-island-public', 'ready'));
