import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalizeHtml, scriptAssetPath } from './externalize-inline-scripts';
import { loaderCode } from './load-after-paint';
import { transformPage } from './page-transforms';
import { pagePathOf, postBuild } from './post-build';
import { staticClosure } from './shell-chunk';

const page = [
  '<html><head><script type="application/ld+json">{"@type":"Service"}</script></head><body>',
  '<script>window.__ctx = 1;</script>',
  '<script type="module" async="">import "/assets/a.js";</script>',
  '<script src="/assets/b.js"></script>',
  '<script>window.__ctx = 1;</script>',
  '</body></html>',
].join('');

describe('externalizeHtml', () => {
  it('moves classic and module scripts out, in place, and keeps data blocks and external scripts', () => {
    const { html, scripts } = externalizeHtml(page);
    const classic = scriptAssetPath('window.__ctx = 1;');
    const module = scriptAssetPath('import "/assets/a.js";');
    expect(html).toBe(
      [
        '<html><head><script type="application/ld+json">{"@type":"Service"}</script></head><body>',
        `<script src="${classic}"></script>`,
        `<script type="module" src="${module}"></script>`,
        '<script src="/assets/b.js"></script>',
        `<script src="${classic}"></script>`,
        '</body></html>',
      ].join(''),
    );
    expect(scripts.map((s) => s.src).sort()).toEqual([classic, module].sort());
  });

  it('names files by content and is idempotent', () => {
    expect(scriptAssetPath('a')).toMatch(/^\/assets\/inline-[0-9a-f]{16}\.js$/);
    expect(scriptAssetPath('a')).not.toBe(scriptAssetPath('b'));
    const once = externalizeHtml(page).html;
    expect(externalizeHtml(once)).toEqual({ html: once, scripts: [] });
  });
});

describe('staticClosure', () => {
  it('follows static imports once, through cycles', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: ['a'], d: ['a'] };
    expect([...staticClosure(['a'], (id) => graph[id] ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('loadAfterPaint (via transformPage)', () => {
  it('moves modulepreload links and the module bootstrap behind a classic loader', () => {
    const built = [
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>',
      '<body><p>hi</p><script type="module" async="">import "/assets/a.js";</script></body></html>',
    ].join('');
    const { html, scripts } = transformPage(built);
    const bootstrap = scriptAssetPath('import "/assets/a.js";');
    const loader = scripts.find((s) => s.src.includes('/load-after-paint-'));
    expect(loader?.code).toBe(loaderCode);
    expect(html).toBe(
      `<html><head></head><body><p>hi</p><script src="${loader?.src}" data-module="${bootstrap}" data-modulepreload="/assets/a.js /assets/b.js"></script></body></html>`,
    );
    expect(transformPage(html).html).toBe(html);
  });

  it('leaves the modules loading at once on the SPA fallback, where the app draws the content', () => {
    const built = '<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><script type="module" src="/assets/m.js"></script></body></html>';
    const { html, scripts } = transformPage(built, pagePathOf('__spa-fallback.html'));
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js"/>');
    expect(html).toContain('<script type="module" src="/assets/m.js"></script>');
    expect(scripts.some((s) => s.src.includes('/load-after-paint-'))).toBe(false);
    // Every other page comes with its content: rendered by the function with live data, or its
    // prerendered fallback (ADR 0018).
    for (const file of ['about/index.html', 'project/__shell/index.html', 'projects/index.html', 'category/projects/index.html']) {
      expect(transformPage(built, pagePathOf(file)).html).not.toContain('<link rel="modulepreload"');
    }
  });
});

describe('pagePathOf', () => {
  it('maps a file under build/client to the path Hosting serves it at', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('projects/residential/index.html')).toBe('/projects/residential');
    expect(pagePathOf('__spa-fallback.html')).toBe('/__spa-fallback');
  });
});

describe('postBuild', () => {
  it('moves every page out of the files Hosting serves, to build/pages/<path>, and leaves no empty directory', async () => {
    const build = await mkdtemp(path.join(tmpdir(), 'post-build-'));
    const client = path.join(build, 'client');
    const pages = ['index.html', '__spa-fallback.html', 'project/__shell/index.html', 'projects/residential/index.html', 'about/index.html'];
    for (const page of pages) {
      await mkdir(path.dirname(path.join(client, page)), { recursive: true });
      await writeFile(path.join(client, page), `<html><head></head><body>${page}</body></html>`);
    }
    await mkdir(path.join(client, 'assets'), { recursive: true });
    await writeFile(path.join(client, 'robots.txt'), 'User-agent: *');
    await postBuild(client);
    for (const page of pages) {
      expect(await readFile(path.join(build, 'pages', page), 'utf8')).toContain(`<body>${page}</body>`);
      expect(existsSync(path.join(client, page))).toBe(false);
    }
    expect(existsSync(path.join(client, 'project'))).toBe(false);
    expect(existsSync(path.join(client, 'projects'))).toBe(false);
    expect(existsSync(path.join(client, 'robots.txt'))).toBe(true);
    expect(existsSync(path.join(client, 'assets'))).toBe(true);
    await postBuild(client); // a second run finds nothing to move and keeps the moved files
    expect(await readFile(path.join(build, 'pages', 'index.html'), 'utf8')).toContain('<body>index.html</body>');
    await rm(build, { recursive: true, force: true });
  });
});
