import { RootFallback } from '@/app/global-error';

export default function Forbidden() {
  return <RootFallback status={403} message="This page could not be accessed." />;
}
