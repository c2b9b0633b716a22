import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useModerateComment } from './use-moderate-comment';

/** 'Aprobar': the comment goes to the public approved list. */
export function ApproveButton({ id }: { id: number }) {
  const approve = useModerateComment('approve');
  return (
    <Button
      type="primary"
      icon={<CheckOutlined aria-hidden="true" />}
      loading={approve.isPending}
      onClick={() => approve.mutate(id)}
    >
      Aprobar
    </Button>
  );
}
