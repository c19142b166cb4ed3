import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The height left for the table body inside `ref` (the container minus the table header), so the header and
 * the pagination stay put while rows scroll.
 */
export function useBodyHeight(ref: RefObject<HTMLElement | null>, deps: unknown[] = []): number {
  const [height, setHeight] = useState(300);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const header = el.querySelector<HTMLElement>('.ant-table-header');
      const next = Math.max(120, Math.floor(el.clientHeight - (header?.offsetHeight ?? 40) - 2));
      setHeight((h) => (Math.abs(h - next) > 1 ? next : h));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const header = el.querySelector('.ant-table-header');
    if (header) observer.observe(header);
    return () => observer.disconnect();
  }, [ref, ...deps]);
  return height;
}
