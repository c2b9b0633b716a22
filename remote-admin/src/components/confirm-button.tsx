import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { focusAfterRemoval } from './focus-after-removal';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question ('¿Borrar categoría?'). */
  question: string;
  description?: ReactNode;
  /**
   * Done on 'Eliminar'; the question stays open, its button loading, until it settles. It tells
   * the person itself how it went; a rejection means the thing is still there.
   */
  onConfirm: () => Promise<unknown>;
  /** What the action removes from the page ('tr[data-row-key]', 'li'): focus moves on to its neighbour. */
  removes: string;
}

/**
 * A delete button that asks first, and keeps the keyboard where the person is: the question takes
 * focus on 'Cancelar' as it opens (the safe answer), Escape or 'Cancelar' close it and return focus
 * to the button, and once the thing is deleted focus moves to the same button of the next one.
 */
export function ConfirmButton({ question, description, onConfirm, removes, ...button }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const safeAnswer = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // The question is drawn in a layer of its own, a frame or two after it opens.
    let frame = requestAnimationFrame(function focusWhenShown() {
      if (safeAnswer.current?.isConnected) safeAnswer.current.focus();
      else frame = requestAnimationFrame(focusWhenShown);
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const confirm = async () => {
    const moveOn = focusAfterRemoval(trigger.current, removes);
    const removed = await onConfirm().then(
      () => true,
      () => false,
    );
    setOpen(false);
    // Deleted: on to the neighbour once the item has gone; failed: back to this button.
    moveOn(removed);
  };

  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={question}
      description={description}
      okText="Eliminar"
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      cancelButtonProps={{ ref: safeAnswer } as ButtonProps}
      destroyOnHidden
      onCancel={cancel}
      // antd keeps the question open, its button loading, until the returned promise settles.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- see above
      onConfirm={confirm}
    >
      <Button ref={trigger} danger {...button} />
    </Popconfirm>
  );
}
