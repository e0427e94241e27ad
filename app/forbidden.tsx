import { RootFallback } from '@/components/layout/root-fallback';

export default function Forbidden() {
  return <RootFallback status={403} message="This page could not be accessed." />;
}
