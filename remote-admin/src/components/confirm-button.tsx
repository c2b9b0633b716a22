import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { focusAfterRemoval } from './focus-after-removal';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question ('¿Borrar categoría?'). */
  question: string;
  description?: ReactNode;
  /** The question's button that does it: 'Eliminar' unless said ('Publicar', 'Revocar'). */
  confirmText?: string;
  /** Red, as an action that destroys something is (this button and the question's): true unless said. */
  danger?: boolean;
  /**
   * Done on `confirmText`; the question stays open, its button loading, until it settles. It tells
   * the person itself how it went; a rejection means nothing changed.
   */
  onConfirm: () => Promise<unknown>;
  /** What the action removes from the page ('tr[data-row-key]', 'li'): focus moves on to its neighbour. */
  removes?: string;
  /** Else, the part of the page the action changed (a heading with tabindex -1): focus goes there. */
  focusAfter?: () => HTMLElement | null;
}

/**
 * A button that asks first, and keeps the keyboard where the person is: the question takes focus
 * on 'Cancelar' as it opens (the safe answer), Escape or 'Cancelar' close it and return focus to
 * the button. Once done, focus moves to the same button of the next thing (`removes`: a delete),
 * or to what changed (`focusAfter`), or stays on the button; when it failed, it stays there.
 */
export function ConfirmButton({
  question,
  description,
  confirmText = 'Eliminar',
  danger = true,
  onConfirm,
  removes,
  focusAfter,
  ...button
}: ConfirmButtonProps) {
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

  // Where focus belongs once the question has closed, checked again after its layer is gone.
  const settleFocus = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const target = settleFocus.current;
    if (open || !target) return;
    settleFocus.current = null;
    // A layer that held focus as it was removed leaves it on <body>: bring it to where it belongs.
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body || !document.activeElement) target()?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const confirm = async () => {
    const moveOn = removes ? focusAfterRemoval(trigger.current, removes) : null;
    const done = await onConfirm().then(
      () => true,
      () => false,
    );
    setOpen(false);
    // Removed: on to the neighbour once the item has gone; failed: back to this button.
    if (moveOn) moveOn(done);
    else {
      const target = () => (done && focusAfter?.()) || trigger.current;
      target()?.focus();
      settleFocus.current = target;
    }
  };

  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={question}
      description={description}
      okText={confirmText}
      cancelText="Cancelar"
      okButtonProps={{ danger }}
      cancelButtonProps={{ ref: safeAnswer } as ButtonProps}
      destroyOnHidden
      onCancel={cancel}
      // antd keeps the question open, its button loading, until the returned promise settles.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises -- see above
      onConfirm={confirm}
    >
      <Button ref={trigger} danger={danger} {...button} />
    </Popconfirm>
  );
}
