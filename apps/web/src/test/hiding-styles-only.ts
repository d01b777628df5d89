/**
 * antd's style sheets in jsdom, kept to the rules that hide.
 *
 * antd writes its CSS into `<style>` elements in the head as components first render: thousands
 * of rules. jsdom matches every one of them against each element whose computed style is asked
 * for, and Testing Library asks for every element a role query passes (is it hidden?): after
 * the cache of computed values (computed-style-cache.ts), that matching was still the largest
 * part of a component test's time (profiled: 5.7 s of 13 s for the intake form's tests).
 *
 * What a component test reads from antd's CSS is only whether something is hidden: a closed
 * dropdown, select list, popover or tab pane stays in the page with a `…-hidden` class that
 * antd's CSS turns into `display: none`. So each antd style element is kept out of the document,
 * and its `…-hidden { display: none }` rules are copied into one sheet that is. How the screens
 * look is the journeys' business, in a real browser.
 */

/** `selector{…display:none…}` rules of a `…-hidden` class, from antd's minified CSS. */
const HIDING_RULE = /([^{}]*-hidden[^{}]*)\{([^{}]*)\}/g;

export function hidingRules(css: string): string[] {
  const rules: string[] = [];
  for (const [, selector, body] of css.matchAll(HIDING_RULE))
    if (/display:\s*none/.test(body ?? '')) rules.push(`${selector?.trim()}{display:none}`);
  return rules;
}

/** Documents already served: the set-up runs again for each file of a worker that shares them. */
const served = new WeakSet<Document>();

export function keepOnlyHidingStyles(doc: Document): void {
  if (served.has(doc)) return;
  served.add(doc);
  const head = doc.head;
  // Where antd's own style elements go: out of the document, so jsdom never matches their rules,
  // yet children of one node, so antd finds and removes them as it does in a browser.
  const shelf = doc.createElement('div');
  const hiding = doc.createElement('style');
  hiding.dataset.test = 'hiding-rules';
  head.append(hiding);
  const copied = new Set<string>();

  const shelve = <T extends Node>(node: T): T => {
    shelf.appendChild(node);
    const fresh = hidingRules(node.textContent ?? '').filter((rule) => !copied.has(rule));
    for (const rule of fresh) copied.add(rule);
    if (fresh.length > 0) hiding.textContent += fresh.join('\n') + '\n';
    return node;
  };
  const isStyle = (node: Node) =>
    node instanceof doc.defaultView!.HTMLStyleElement && node !== hiding;

  const appendChild = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  const removeChild = head.removeChild.bind(head);
  head.appendChild = <T extends Node>(node: T): T =>
    isStyle(node) ? shelve(node) : appendChild(node);
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
    isStyle(node) ? shelve(node) : insertBefore(node, child);
  head.removeChild = <T extends Node>(node: T): T =>
    node.parentNode === shelf ? shelf.removeChild(node) : removeChild(node);
}
