import { RootFallback } from '@/components/layout/root-fallback';

export default function NotFound() {
  return <RootFallback status={404} message="This page could not be found." />;
}
