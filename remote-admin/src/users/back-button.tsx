import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';

/** 'Volver' to the previous screen; opened directly (no history in the app), to `fallback`. */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
  return (
    <Button icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={goBack}>
      Volver
    </Button>
  );
}
