import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The signed-in shell in one file, and the goods list's scripts fetched with the entry on the
 * goods list only (docs/decisions/0002-scan-request-ids.md, docs/speed.md). Grouping the goods list with the shell (as before) made
 * every screen download it: the yard screen needed 197 kB beyond sign-in for 80 kB of its own.
 */

type ModuleGraph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
/** The start-up and the sign-in screen (limit 300 kB gzipped, scripts/bench-bundle.mjs). */
const SIGN_IN = [source('main.tsx'), source('features/auth/components/login-page.tsx')];
/** The signed-in shell: every screen behind sign-in but the print views loads it. */
const LAYOUT = [source('app/layout/app-layout.tsx'), source('app/feedback-provider.tsx')];
/** The first screen of a session, `/` and `/products` (app/router.tsx). */
const GOODS_LIST = [...LAYOUT, source('features/products/list/products-list-page.tsx')];
const GOODS_LIST_PATHS = ['/', '/products', '/products/'];
/** The yard screen (limit 150 kB beyond sign-in): nothing of it moves into the goods list's file. */
const YARD = [source('features/yard/components/yard-page.tsx')];
/** Where lib/session.ts keeps the token: without one, `/` goes to the sign-in screen. */
const TOKEN_KEY = 'token';

/**
 * The app's own modules (ours and packages/shared) the roots import statically, the roots left
 * out (they keep their chunk). Packages are not followed: a barrel such as antd's index imports
 * every component, used or not, and would drag them all in.
 */
function ownImports(roots: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || id.includes('node_modules')) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  for (const root of roots) seen.delete(root);
  return seen;
}

/** What the shell adds to sign-in, computed once per build. */
const layoutModules = new WeakMap<ModuleGraph, Set<string>>();
function inLayout(id: string, graph: ModuleGraph): boolean {
  let found = layoutModules.get(graph);
  if (!found) {
    const signIn = ownImports(SIGN_IN, graph);
    found = new Set([...ownImports(LAYOUT, graph)].filter((module) => !signIn.has(module)));
    layoutModules.set(graph, found);
  }
  return found.has(id);
}

/**
 * Our modules (and packages/shared's) the goods list adds to the shell, bar the yard screen's:
 * one file instead of about 25 of a kilobyte each, which the browser fetched six at a time over
 * HTTP/1.1 while the list's API call waited in the same queue (docs/speed.md). A screen opened later
 * that shares one of them downloads the file, most often already cached from the first screen.
 */
const goodsListModules = new WeakMap<ModuleGraph, Set<string>>();
function inGoodsList(id: string, graph: ModuleGraph): boolean {
  let found = goodsListModules.get(graph);
  if (!found) {
    const elsewhere = ownImports([...SIGN_IN, ...LAYOUT, ...YARD], graph);
    for (const root of [...SIGN_IN, ...LAYOUT, ...YARD]) elsewhere.add(root);
    found = new Set([...ownImports(GOODS_LIST, graph)].filter((m) => !elsewhere.has(m)));
    goodsListModules.set(graph, found);
  }
  return found.has(id);
}

/** antd's icons: about a kilobyte each, dozens of them on the first screen. */
const ICONS = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/;

/** Code-splitting groups, after react-vendor (20) and antd-core (10). */
export const firstScreenGroups = [
  { name: 'icons', test: ICONS, priority: 8 },
  // What the entry imports statically runs on every screen: one file rather than one a module.
  { name: 'start', tags: ['$initial' as const], priority: 6 },
  {
    name: (id: string, graph: ModuleGraph) => (inLayout(id, graph) ? 'layout' : null),
    debugName: 'layout',
    priority: 5,
    // Its packages stay where they were: antd's form and button go with sign-in's files.
    includeDependenciesRecursively: false,
  },
  {
    name: (id: string, graph: ModuleGraph) => (inGoodsList(id, graph) ? 'goods-list' : null),
    debugName: 'goods-list',
    priority: 4,
    includeDependenciesRecursively: false,
  },
];

/**
 * A small script at the top of index.html that, on the goods list with a stored session, adds
 * `<link rel=modulepreload>` for the shell's and the goods list's scripts: the browser fetches
 * them with the entry instead of once it has run and the router has matched the route (0.2 s
 * later). Static links would make every other screen, the yard's on a phone included, download
 * the goods list too; only what every route needs (the entry's imports) is linked statically.
 * A file of its own, not inline: the server's CSP allows scripts from the app's origin only.
 */
export function preloadGoodsList(): Plugin {
  let file: { name: string; source: string } | undefined;
  return {
    name: 'depot-preload-goods-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const files = new Set<string>();
        const add = (name: string) => {
          if (files.has(name)) return;
          files.add(name);
          for (const imported of chunks.find((c) => c.fileName === name)?.imports ?? [])
            add(imported);
        };
        for (const chunk of chunks)
          if (chunk.facadeModuleId && GOODS_LIST.includes(chunk.facadeModuleId))
            add(chunk.fileName);
        const hrefs = [...files]
          .map((name) => `/${name}`)
          .filter((href) => !html.includes(`${href}"`));
        const source =
          `(function(){try{if(!localStorage.getItem(${JSON.stringify(TOKEN_KEY)})||` +
          `${JSON.stringify(GOODS_LIST_PATHS)}.indexOf(location.pathname)<0)return;` +
          `${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');` +
          `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})}catch(e){}})();\n`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        file = { name: `assets/preload-goods-list-${hash}.js`, source };
        // First of the page's scripts, so that it is asked first; async, so nothing waits for it.
        const at = html.search(/<script type="module"|<\/head>/);
        const tag = `<script async src="/${file.name}"></script>\n    `;
        return `${html.slice(0, at)}${tag}${html.slice(at)}`;
      },
    },
    writeBundle(options) {
      if (file) writeFileSync(path.join(options.dir ?? 'dist', file.name), file.source);
    },
  };
}
