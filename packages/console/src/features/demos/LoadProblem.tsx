import { Button, EmptyState, Link } from '@showroom/ui';
import { Link as RouterLink } from 'react-router';

export interface LoadProblemLabels {
  notFound: string;
  loadError: string;
  backToDemos: string;
  retry: string;
}

/**
 * What an editor shows when its record did not load: gone (a way back to the demos) or not
 * reached (try again). The recording and video editors word it for their own record.
 */
export function LoadProblem({
  notFound,
  labels,
  onRetry,
}: {
  notFound: boolean;
  labels: LoadProblemLabels;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      title={notFound ? labels.notFound : labels.loadError}
      action={
        notFound ? (
          <Link asChild>
            <RouterLink to="/feature/demos">{labels.backToDemos}</RouterLink>
          </Link>
        ) : (
          <Button onClick={onRetry}>{labels.retry}</Button>
        )
      }
    />
  );
}
