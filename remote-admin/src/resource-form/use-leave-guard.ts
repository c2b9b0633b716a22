import { useCallback, useEffect, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from 'antd';

const LEAVE_TITLE = 'Hay cambios sin guardar';
export const LEAVE_QUESTION = 'Si sales ahora, perderás los cambios de este formulario. ¿Salir de todos modos?';

/**
 * While `dirty`, leaving asks first: a reload or closing the tab (the browser's own prompt), a
 * click on any link of the page (the side menu, the brand) and the form's Back button (`confirmLeave`).
 *
 * Why not react-router's useBlocker: it works only inside a data router, and this remote must run
 * beside any deployed host. A host from an earlier main renders a BrowserRouter and provides a
 * router tree-shaken without useBlocker, so a form calling it would crash there. The click is
 * watched only while the form has unsaved changes.
 *
 * Answers `confirmLeave` and the question's holder, which the form draws: the question is the
 * form's own (Modal.useModal), so antd's Modal goes with the forms and not with every screen.
 */
export function useLeaveGuard(dirty: boolean): [confirmLeave: (leave: () => void) => void, question: ReactElement] {
  const [modal, question] = Modal.useModal();
  const navigate = useNavigate();

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirty) return leave();
      modal.confirm({
        title: LEAVE_TITLE,
        content: LEAVE_QUESTION,
        okText: 'Salir sin guardar',
        cancelText: 'Seguir editando',
        okButtonProps: { danger: true },
        onOk: leave,
      });
    },
    [dirty, modal],
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => void navigate(url.pathname + url.search + url.hash));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirmLeave, navigate]);

  return [confirmLeave, question];
}
