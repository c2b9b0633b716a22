import { createContext, useContext, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Row } from '../resources';

/*
 * Drag-and-drop rows for antd's Table, as in antd's "sortable table" example (@dnd-kit), with
 * move up / move down buttons as the keyboard alternative.
 */

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: ReturnType<typeof useSortable>['listeners'];
  attributes?: ReturnType<typeof useSortable>['attributes'];
}
const RowHandle = createContext<HandleContext>({});

/** The grip a row is dragged by (also focusable: Space, arrows, Space). */
function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandle);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined aria-hidden="true" />}
      className="admin-drag-handle"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Arrastrar ${label}`}
    />
  );
}

/** The reorder cell of a row: grip, up, down. */
export function MoveControls({
  label,
  first,
  last,
  onMove,
  busy,
}: {
  label: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  busy: boolean;
}) {
  return (
    <Space size={0}>
      <DragHandle label={label} />
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined aria-hidden="true" />}
        aria-label={`Subir ${label}`}
        disabled={first || busy}
        onClick={() => onMove(-1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined aria-hidden="true" />}
        aria-label={`Bajar ${label}`}
        disabled={last || busy}
        onClick={() => onMove(1)}
      />
    </Space>
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string | number };

/** A table row that can be dragged. */
function SortableRow(props: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: String(props['data-row-key']),
  });
  const style = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative' as const, zIndex: 9, background: '#fff0f6' } : {}),
  };
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <RowHandle.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandle.Provider>
  );
}

/** antd Table's `components` for sortable rows. */
export const SORTABLE_COMPONENTS = { body: { row: SortableRow } };

/** The drag-and-drop context around the table: `onMove(fromId, toId)` when a row is dropped elsewhere. */
export function SortableRows({
  rows,
  onMove,
  children,
}: {
  rows: Row[];
  onMove: (fromId: number, toId: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  return (
    // A fixed id: dnd-kit's own counts up per page, so a server drawing many pages would name its
    // rows' instructions otherwise than the browser hydrating one of them.
    <DndContext id="admin-rows" sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={rows.map((row) => String(row.id))} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
