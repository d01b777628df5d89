import type { KeyboardEvent } from 'react';

/** A control that takes Enter for itself although the person is done with it. */
function takesEnter(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A select with its list closed would open it; with the list open, Enter picks an option.
  if (target.getAttribute('role') === 'combobox') {
    return target.getAttribute('aria-expanded') !== 'true';
  }
  return target instanceof HTMLInputElement && ['checkbox', 'radio'].includes(target.type);
}

/**
 * Enter saves from any field of a form (docs/domain.md), as a text box does by itself: a closed select
 * (which would open its list instead) and a checkbox or radio submit too. A word being composed
 * by a Vietnamese input method keeps its Enter. Meant for the form's onKeyDownCapture, so that
 * the select never sees the key.
 */
export function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !takesEnter(event.target)) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    submit();
  };
}
