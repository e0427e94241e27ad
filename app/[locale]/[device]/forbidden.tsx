import { StatusMessage } from '@/components/ui/status-message';

// 403 for signed-in users without the role a newsroom screen needs (forbidden() from requireStaff).
export default function Forbidden() {
  return <StatusMessage kind="forbidden" />;
}
