import { useEffect, useRef, useState } from 'react';

/**
 * Keeps the keyboard on a row that moved: after "Move up", the focus stays on the row's move button (its
 * other one at the end of the list) and a screen reader hears where the row went.
 */
export function useMoveFocus<T extends HTMLElement>() {
  const list = useRef<T>(null);
  const pending = useRef<{ label: string; fallback: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || !list.current) return;
    pending.current = null;
    const buttons = Array.from(list.current.querySelectorAll('button'));
    const named = (label: string) => buttons.find((button) => button.getAttribute('aria-label') === label && !button.disabled);
    (named(wanted.label) ?? named(wanted.fallback))?.focus();
  });

  /** Says a row moved: `label` names the button to keep focused, `fallback` the one to take when it is disabled now. */
  const moved = (label: string, fallback: string, message: string) => {
    pending.current = { label, fallback };
    setAnnouncement(message);
  };
  return { list, moved, announcement };
}
