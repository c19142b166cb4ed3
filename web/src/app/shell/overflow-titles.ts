/**
 * Issue 15 item 3: no text is cut without a tooltip. Text that a box cuts (an ellipsis in a table cell, a tag wider
 * than its column, a placeholder in a narrow header search) gets its whole text as a native tooltip (`title`) the
 * moment the pointer reaches it: one listener for the whole page instead of a title on each of thousands of cells,
 * and it follows the text and the width of the moment (a title it gave is updated or taken back on the next hover).
 * An element that has a title of its own keeps it.
 */
const given = 'data-overflow-title';

/** The element that cuts `start`'s text: it or one of its 4 nearest ancestors, clipping and too small for it. */
function cuttingBox(start: HTMLElement): HTMLElement | null {
  let el: HTMLElement | null = start;
  for (let i = 0; el && i < 5; i++, el = el.parentElement) {
    if (el.hasAttribute('title') && !el.hasAttribute(given)) return null;
    const style = getComputedStyle(el);
    const clips = (v: string) => v === 'hidden' || v === 'clip';
    // A scrolling box does not cut (a table's header row scrolls with the table's body).
    if (style.overflowX === 'auto' || style.overflowX === 'scroll' || el.matches('.ant-table-header'))
      return null;
    if (clips(style.overflowX) || clips(style.overflowY) || style.webkitLineClamp !== 'none') {
      const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      return cut ? el : null;
    }
  }
  return null;
}

function onPointerOver(event: Event) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  // A title given before to this element or an ancestor follows the text now shown (or goes when nothing is cut).
  const stale = target.closest(`[${given}]`);
  const box = cuttingBox(target);
  if (stale && stale !== box) {
    stale.removeAttribute('title');
    stale.removeAttribute(given);
  }
  if (!box) return;
  const text = box.innerText.replace(/\s+/g, ' ').trim();
  if (!text) return;
  box.setAttribute('title', text);
  box.setAttribute(given, '');
}

/** Listens on `doc` (once); returns the function that stops it. */
export function installOverflowTitles(doc: Document = document): () => void {
  doc.addEventListener('mouseover', onPointerOver, { passive: true });
  return () => doc.removeEventListener('mouseover', onPointerOver);
}
