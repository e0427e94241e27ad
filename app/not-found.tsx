import { RootFallback } from '@/app/global-error';

export default function NotFound() {
  return <RootFallback status={404} message="This page could not be found." />;
}
