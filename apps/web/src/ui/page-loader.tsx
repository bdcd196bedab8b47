import { LoadingStatus } from './loading-status.tsx';

export function PageLoader() {
  return <LoadingStatus py="xl" />;
}
