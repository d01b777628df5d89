import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The first screen of a session, the goods list at `/` (issue 26: its first row within 1.2 s
 * of a cold load): its scripts in a few files rather than 100 small ones fetched six at a time
 * over HTTP/1.1, and announced in index.html so that they download with the entry.
 */

type ModuleGraph = {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
/** The start-up and the sign-in screen (limit 300 kB gzipped, scripts/bench-bundle.mjs). */
const SIGN_IN = [source('main.tsx'), source('features/auth/components/login-page.tsx')];
/** The signed-in shell and the goods list. */
const GOODS_LIST = [
  source('app/layout/app-layout.tsx'),
  source('app/feedback-provider.tsx'),
  source('features/products/list/products-list-page.tsx'),
];

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

/** What the goods list and its shell add to sign-in, computed once per build. */
const goodsListModules = new WeakMap<ModuleGraph, Set<string>>();
function inGoodsList(id: string, graph: ModuleGraph): boolean {
  let found = goodsListModules.get(graph);
  if (!found) {
    const signIn = ownImports(SIGN_IN, graph);
    found = new Set([...ownImports(GOODS_LIST, graph)].filter((module) => !signIn.has(module)));
    goodsListModules.set(graph, found);
  }
  return found.has(id);
}

/** antd's icons: about a kilobyte each, dozens of them on the first screen. */
const ICONS = /[\\/]node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/;

/** Code-splitting groups, after react-vendor (20) and antd-core (10). */
export const firstScreenGroups = [
  { name: 'icons', test: ICONS, priority: 8 },
  {
    name: (id: string, graph: ModuleGraph) => (inGoodsList(id, graph) ? 'goods-list' : null),
    debugName: 'goods-list',
    priority: 5,
    // Its packages stay where they were: antd's form and button go with sign-in's files.
    includeDependenciesRecursively: false,
  },
];

/**
 * `<link rel=modulepreload>` in index.html for every script of the signed-in shell and the goods
 * list: the browser fetches them with the entry instead of once it has run and the router has
 * matched the route (they started 0.2 s after the entry). On /login they are the next screen's.
 */
export function preloadGoodsList(): Plugin {
  return {
    name: 'depot-preload-goods-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((c) => c.fileName === file)?.imports ?? [])
            add(imported);
        };
        for (const chunk of chunks)
          if (chunk.facadeModuleId && GOODS_LIST.includes(chunk.facadeModuleId))
            add(chunk.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
