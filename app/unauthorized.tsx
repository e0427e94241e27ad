import { RootFallback } from '@/components/layout/root-fallback';

export default function Unauthorized() {
  return <RootFallback status={401} message="You are not authorized to access this page." />;
}
