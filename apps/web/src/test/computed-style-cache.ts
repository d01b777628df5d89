/**
 * One computed value per element and property until the document changes.
 *
 * Testing Library's role queries ask `getComputedStyle` for every element they pass and for each
 * element's text, to know what is hidden. jsdom keeps a cache of the cascade, but each call still
 * copies the cached declaration and resolves every asked value again, walking the ancestors for
 * inherited ones (`visibility`): a `getByRole` over one antd screen took 60 % of a component
 * test's time (profiled: 9.2 s of 14.7 s in the goods list's filter tests).
 *
 * This keeps the values read, keyed by jsdom's own cache: jsdom replaces that cache whenever a
 * node, an attribute (class, inline style) or a style sheet changes, so the values here are as
 * fresh as jsdom's own and are dropped at the same moments. Only the test set-up installs it.
 */

type Values = Map<string, string>;

/** jsdom's internal document (its wrapper holds it under a symbol named `impl`). */
function documentImpl(doc: Document): { _styleCache?: object } | undefined {
  const symbol = Object.getOwnPropertySymbols(doc).find((s) => s.description === 'impl');
  return symbol ? (doc as unknown as Record<symbol, { _styleCache?: object }>)[symbol] : undefined;
}

/** Windows already served: the set-up runs again for each file of a worker that shares them. */
const installed = new WeakSet<Window>();

export function installComputedStyleCache(win: Window & typeof globalThis): void {
  if (installed.has(win)) return;
  installed.add(win);
  const impl = documentImpl(win.document);
  // Not jsdom, or a jsdom without the cache this keys on: leave getComputedStyle as it is.
  if (!impl || typeof impl._styleCache !== 'object') return;
  const original = win.getComputedStyle.bind(win);
  let generation: object | undefined;
  let byElement = new WeakMap<Element, Values>();

  win.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return original(element, pseudoElement);
    if (impl._styleCache !== generation) {
      generation = impl._styleCache;
      byElement = new WeakMap();
    }
    let values = byElement.get(element);
    if (!values) byElement.set(element, (values = new Map()));
    const known = values;
    let real: CSSStyleDeclaration | undefined;
    const declaration = () => (real ??= original(element));
    const valueOf = (name: string) => {
      let value = known.get(name);
      if (value === undefined) known.set(name, (value = declaration().getPropertyValue(name)));
      return value;
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, property) {
        if (property === 'getPropertyValue') return valueOf;
        // Camel-cased reads (`style.display`) are the common ones: kept under their CSS name.
        if (typeof property === 'string' && /^[a-z][a-zA-Z]*$/.test(property)) {
          const name = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
          const cached = known.get(name);
          if (cached !== undefined) return cached;
          const current = Reflect.get(declaration(), property) as unknown;
          if (typeof current === 'string') known.set(name, current);
          if (typeof current === 'function') return (current as () => unknown).bind(real);
          return current;
        }
        const value = Reflect.get(declaration(), property) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(real) : value;
      },
    });
  };
}
