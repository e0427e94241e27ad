import { StatusMessage } from '@/components/ui/status-message';

// 403 for signed-in users without the admin role (forbidden() from requireAdmin).
export default function Forbidden() {
  return <StatusMessage kind="forbidden" />;
}
