import { useSyncExternalStore } from 'react';

/**
 * A phone held upright: narrower than antd's `md` breakpoint (768 px). Below it the shell draws its phone layout
 * (docs/decisions.md "The portal on a phone"); at 768 px and wider the desktop layout, unchanged, with its spec
 * minimum of 900 px. The same width is written in the CSS media queries (`max-width: 767.98px`).
 */
export const phoneQuery = '(max-width: 767.98px)';

const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(phoneQuery) : null;

function subscribe(listener: () => void): () => void {
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

/** Whether the window is phone-sized now; follows a rotation or a resize. Read on the first render, never late. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media?.matches ?? false,
    () => false,
  );
}
