import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { TabDrag } from './TabStrip.tsx';

/**
 * Dragging tabs to reorder them (@dnd-kit, ~14 KB gzip): a chunk of its own, loaded by the tab strip once there are
 * two tabs to reorder, so the first page of the day does not wait for it (the shell budget, #14).
 */
export function SortableTabs({
  ids,
  onMove,
  children,
}: {
  ids: string[];
  onMove: (from: string, to: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** A tab that can be dragged: `render` draws it with the drag handle's props. */
export function SortableTab({ id, render }: { id: string; render: (drag: TabDrag) => ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return render({
    setNodeRef,
    props: { ...attributes, ...listeners },
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
  });
}
