import { StatusMessage } from '@/components/ui/status-message';

export default function NotFound() {
  return <StatusMessage kind="notFound" />;
}
