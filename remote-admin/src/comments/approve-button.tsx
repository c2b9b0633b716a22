import { useRef } from 'react';
import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { focusAfterRemoval } from '../components/focus-after-removal';
import { COMMENT_ITEM } from './comment-item';
import { useModerateComment } from './use-moderate-comment';

/** 'Aprobar': the comment goes to the public approved list; focus moves on to the next one. */
export function ApproveButton({ id }: { id: number }) {
  const approve = useModerateComment('approve');
  const button = useRef<HTMLButtonElement>(null);
  const onClick = () => {
    const moveOn = focusAfterRemoval(button.current, COMMENT_ITEM);
    approve.mutate(id, { onSuccess: () => moveOn(true), onError: () => moveOn(false) });
  };
  return (
    <Button
      ref={button}
      type="primary"
      icon={<CheckOutlined aria-hidden="true" />}
      loading={approve.isPending}
      onClick={onClick}
    >
      Aprobar
    </Button>
  );
}
