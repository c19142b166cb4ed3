import { apiPaths } from '@srm/contract';
import { useEffect, useRef } from 'react';
import { fetchFile } from '../../platform/files.ts';
import { attachmentIdOfSrc } from './announcementApi.ts';

/**
 * An attachment image as a `blob:` URL: downloads need the bearer token, so an `<img>` cannot load them by itself.
 * Kept for the page's life (a notice's images are few and small); a failed load is asked again next time.
 */
const images = new Map<number, Promise<string>>();
export function attachmentImageUrl(id: number): Promise<string> {
  let url = images.get(id);
  if (!url) {
    url = fetchFile(`${apiPaths.attachment.download}?id=${id}&inline=1`).then((blob) =>
      URL.createObjectURL(blob),
    );
    url.catch(() => images.delete(id));
    images.set(id, url);
  }
  return url;
}

/**
 * The body of an announcement exactly as the server stored it (its sanitised HTML: server/src/modules/announcement/
 * announcement.sanitize.ts), with each image shown through an authorised download. The HTML is parsed into an inert
 * document (nothing loads or runs there) and its nodes moved into the page; no script-built HTML is ever added.
 */
export function AnnouncementBody({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const img of Array.from(doc.body.querySelectorAll('img'))) {
      const id = attachmentIdOfSrc(img.getAttribute('src'));
      img.removeAttribute('src');
      if (id === null) img.remove();
      else img.setAttribute('data-attachment', String(id));
    }
    el.replaceChildren(...Array.from(doc.body.childNodes, (n) => document.importNode(n, true)));
    let live = true;
    for (const img of Array.from(el.querySelectorAll<HTMLImageElement>('img[data-attachment]'))) {
      attachmentImageUrl(Number(img.dataset.attachment)).then(
        (url) => {
          if (live) img.src = url;
        },
        () => img.classList.add('ann-img-missing'),
      );
    }
    return () => {
      live = false;
    };
  }, [html]);
  return <div ref={box} className={`ann-body ${className ?? ''}`} data-testid="ann-body" />;
}
