import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import styles from './components.module.css';

/** Widths of the content and its box, where it is scrolled to, and how thick the system draws its own bar. */
type Geometry = { content: number; box: number; left: number; native: number };

const focusableInside = 'input, button, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/** The element of an antd table that scrolls sideways: the body (sticky header) or the content. */
const scrollerOf = (root: HTMLElement | null) =>
  root?.querySelector<HTMLElement>(':scope .ant-table-body, :scope .ant-table-content') ?? null;

/**
 * A horizontal scrollbar that is always drawn under a table wider than its box (#15 item 6). Native scrollbars
 * are hidden until one scrolls on macOS and touchpads (and by headless browsers), and antd's sticky bar is only
 * drawn where the system shows classic ones, so a user could not tell that fields sit off to the right. This bar
 * is drawn where the system's own takes no room (overlay or hidden scrollbars); where it shows a classic one, that
 * one (and antd's sticky copy of it) is enough and this draws nothing. It sticks to the bottom of the scrolling page
 * while the table is taller than it; drag its thumb or click its track. It is a pointer aid: keyboard users reach
 * every cell with Tab, which scrolls it into view, so it is hidden from assistive technology.
 */
export function WideTableScrollbar({ table }: { table: RefObject<HTMLElement | null> }) {
  const [geometry, setGeometry] = useState<Geometry>({ content: 0, box: 0, left: 0, native: 0 });
  const drag = useRef<{ x: number; left: number } | null>(null);

  useEffect(() => {
    let scroller: HTMLElement | null = null;
    // Sizes, the system bar and the focus stop change with the layout (observed); a scroll moves only `left`.
    const measure = () => {
      if (!scroller) return;
      const style = getComputedStyle(scroller);
      const next = {
        content: scroller.scrollWidth,
        box: scroller.clientWidth,
        left: scroller.scrollLeft,
        native:
          scroller.offsetHeight -
          scroller.clientHeight -
          Number.parseFloat(style.borderTopWidth) -
          Number.parseFloat(style.borderBottomWidth),
      };
      // A keyboard user scrolls a region with the arrow keys once it has the focus: a region that scrolls and holds
      // nothing to focus (a grid without lines yet) is a stop of the tab order itself.
      const focusable = next.content > next.box + 1 && !scroller.querySelector(focusableInside);
      if (focusable !== (scroller.getAttribute('tabindex') === '0')) {
        if (focusable) scroller.setAttribute('tabindex', '0');
        else scroller.removeAttribute('tabindex');
      }
      setGeometry((g) =>
        g.content === next.content && g.box === next.box && g.left === next.left && g.native === next.native
          ? g
          : next,
      );
    };
    const scrolled = () => {
      const left = scroller?.scrollLeft ?? 0;
      setGeometry((g) => (g.left === left ? g : { ...g, left }));
    };
    const resize = new ResizeObserver(measure);
    const attach = () => {
      const found = scrollerOf(table.current);
      if (found === scroller) return;
      scroller?.removeEventListener('scroll', scrolled);
      resize.disconnect();
      scroller = found;
      if (!scroller) return;
      scroller.addEventListener('scroll', scrolled, { passive: true });
      resize.observe(scroller);
      const inner = scroller.querySelector('table');
      if (inner) resize.observe(inner);
      measure();
    };
    // The table draws its scrolling element after its first rows arrive, and again when it gains a fixed header.
    const mutations = new MutationObserver(attach);
    if (table.current) mutations.observe(table.current, { childList: true, subtree: true });
    attach();
    return () => {
      mutations.disconnect();
      resize.disconnect();
      scroller?.removeEventListener('scroll', scrolled);
    };
  }, [table]);

  const { content, box, left, native } = geometry;
  if (content <= box + 1 || box === 0 || native > 0) return null;
  const thumb = Math.max(32, (box * box) / content);
  const travel = box - thumb;
  const maxLeft = content - box;
  const thumbLeft = maxLeft > 0 ? (left / maxLeft) * travel : 0;
  const scrollTo = (x: number) => {
    const scroller = scrollerOf(table.current);
    if (scroller) scroller.scrollLeft = Math.min(maxLeft, Math.max(0, x));
  };

  const onThumbDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, left };
  };
  const onThumbMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || travel <= 0) return;
    scrollTo(drag.current.left + ((e.clientX - drag.current.x) / travel) * maxLeft);
  };
  const onThumbUp = () => {
    drag.current = null;
  };
  // A click on the track moves a page towards the click, as a native scrollbar does.
  const onTrackDown = (e: PointerEvent<HTMLDivElement>) => {
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    scrollTo(left + (x < thumbLeft ? -box : box) * 0.9);
  };

  return (
    <div
      className={styles.wideScroll}
      aria-hidden="true"
      data-testid="wide-table-scrollbar"
      onPointerDown={onTrackDown}
    >
      <div
        className={styles.wideScrollThumb}
        style={{ width: thumb, transform: `translateX(${thumbLeft}px)` }}
        onPointerDown={onThumbDown}
        onPointerMove={onThumbMove}
        onPointerUp={onThumbUp}
        onPointerCancel={onThumbUp}
      />
    </div>
  );
}
