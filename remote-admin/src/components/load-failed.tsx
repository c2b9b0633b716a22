import { Alert, Button } from 'antd';

/** A load that failed: says so in Spanish and offers 'Reintentar' (which refetches). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      description="Revisa tu conexión e intenta de nuevo."
      action={
        <Button size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}
