import { Modal, type ModalProps } from 'antd';
import { type PointerEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import styles from './components.module.css';

/** Default dialog width of spec §2.2. */
export const dialogWidth = 500;

type Offset = { x: number; y: number };

/**
 * Drag support for an antd Modal (spec §2.2 "Dialogs can be dragged"): the title bar is the handle, the
 * dialog stays inside the window. Returns the props to spread on `<Modal>`; use it for any dialog.
 */
export function useDraggableModal(): Pick<ModalProps, 'modalRender' | 'afterOpenChange'> & {
  titleProps: { onPointerDown: (e: PointerEvent<HTMLElement>) => void; className: string };
} {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const box = useRef<HTMLDivElement>(null);
  const onPointerDown = useCallback(
    (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || !box.current) return;
      const start = { x: e.clientX, y: e.clientY };
      const origin = offset;
      const rect = box.current.getBoundingClientRect();
      // Keep at least the whole title bar reachable.
      const min = { x: origin.x - rect.left, y: origin.y - rect.top };
      const max = {
        x: origin.x + (window.innerWidth - rect.right),
        y: origin.y + (window.innerHeight - rect.top - 48),
      };
      const move = (ev: globalThis.PointerEvent) => {
        setOffset({
          x: Math.min(max.x, Math.max(min.x, origin.x + ev.clientX - start.x)),
          y: Math.min(max.y, Math.max(min.y, origin.y + ev.clientY - start.y)),
        });
      };
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        document.body.classList.remove(styles.dragging ?? '');
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      document.body.classList.add(styles.dragging ?? '');
      e.preventDefault();
    },
    [offset],
  );
  return {
    modalRender: (node: ReactNode) => (
      <div ref={box} style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
        {node}
      </div>
    ),
    // A dialog opened again starts in the middle. An opened dialog puts the focus on its field marked
    // `data-autofocus` (React's autoFocus fires when the field mounts: in a dialog rendered ahead, long before it opens).
    afterOpenChange: (open: boolean) => {
      if (!open) setOffset({ x: 0, y: 0 });
      else {
        // Not when the user already went into a field of the dialog: the focus is theirs (this runs after the opening).
        const active = document.activeElement;
        if (active && box.current?.contains(active) && active.matches('input, textarea, select')) return;
        // The mark may sit on a field's box (antd's AutoComplete puts it on its wrapper): then its input.
        const marked = box.current?.querySelector<HTMLElement>('[data-autofocus]');
        const field = marked?.matches('input, textarea')
          ? marked
          : marked?.querySelector<HTMLElement>('input, textarea');
        field?.focus();
      }
    },
    titleProps: { onPointerDown, className: styles.dragHandle ?? '' },
  };
}

/** An antd Modal of the spec's default width (500 px) whose title bar drags it. */
export function DraggableModal({ title, width = dialogWidth, ...props }: ModalProps) {
  const { titleProps, ...drag } = useDraggableModal();
  return (
    <Modal
      {...props}
      width={width}
      modalRender={drag.modalRender}
      afterOpenChange={(open) => {
        drag.afterOpenChange?.(open);
        props.afterOpenChange?.(open);
      }}
      title={
        title === undefined || title === null ? (
          title
        ) : (
          <div {...titleProps} data-testid="dialog-drag-handle">
            {title}
          </div>
        )
      }
    />
  );
}
