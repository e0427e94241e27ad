import { RootFallback } from '@/app/global-error';

export default function Unauthorized() {
  return <RootFallback status={401} message="You are not authorized to access this page." />;
}
