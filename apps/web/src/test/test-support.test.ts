import { describe, expect, it } from 'vitest';
import { hidingRules } from './hiding-styles-only';

// The set-up (setup.ts) installs both helpers in every component test's document.
describe('the component tests’ document', () => {
  it('keeps from antd’s CSS only the rules that hide a …-hidden class', () => {
    const css =
      '.css-var-r0.ant-select-dropdown{position:absolute}' +
      '.css-var-r0.ant-select-dropdown-hidden{display:none}' +
      '@media (max-width:575px){.ant-tabs-tabpane-hidden{display: none;}}' +
      '.ant-input-hidden{visibility:hidden}';
    expect(hidingRules(css)).toEqual([
      '.css-var-r0.ant-select-dropdown-hidden{display:none}',
      '.ant-tabs-tabpane-hidden{display:none}',
    ]);
  });

  it('hides what a …-hidden rule hides, and shows it again once the class goes', () => {
    const style = document.createElement('style');
    style.textContent = '.x-dropdown{color:red}.x-dropdown-hidden{display:none}';
    document.head.appendChild(style);
    const panel = document.createElement('div');
    panel.className = 'x-dropdown x-dropdown-hidden';
    document.body.append(panel);
    expect(getComputedStyle(panel).display).toBe('none');
    // The cached value is dropped when the class changes, as jsdom drops its own.
    panel.className = 'x-dropdown';
    expect(getComputedStyle(panel).display).toBe('block');
    expect(getComputedStyle(panel).getPropertyValue('display')).toBe('block');
    // Only the hiding rule reached the document: antd's other rules are not matched at all.
    expect(getComputedStyle(panel).color).not.toBe('rgb(255, 0, 0)');
    panel.remove();
  });
});
