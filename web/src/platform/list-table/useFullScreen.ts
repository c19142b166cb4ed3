import { useCallback, useEffect, useRef, useState } from 'react';

/** Resize events closer than this count as one resize (a drag fires dozens). */
const resizeSettleMs = 150;

/**
 * The full-screen toggle of the list (spec §4): a flip between normal and full screen; resizing the window
 * twice while in full screen leaves it (as does Esc).
 */
export function useFullScreen() {
  const [fullScreen, setFullScreen] = useState(false);
  const resizes = useRef(0);
  const toggle = useCallback(() => {
    resizes.current = 0;
    setFullScreen((v) => !v);
  }, []);
  const exit = useCallback(() => setFullScreen(false), []);

  useEffect(() => {
    if (!fullScreen) return;
    resizes.current = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settling = false;
    const onResize = () => {
      if (!settling) {
        resizes.current += 1;
        if (resizes.current >= 2) setFullScreen(false);
      }
      settling = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        settling = false;
      }, resizeSettleMs);
    };
    const onKey = (e: KeyboardEvent) => {
      // A dialog or drawer above the table closes first on Esc.
      if (e.key === 'Escape' && !document.querySelector('.ant-modal-wrap, .ant-drawer-open'))
        setFullScreen(false);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKey);
    };
  }, [fullScreen]);

  return { fullScreen, toggle, exit };
}
