import { Link } from 'react-router';
import { ROUTES } from '@intervia/shared';
import { Alert } from '../../components/Alert';

/** The company's minutes will not cover this job's first-round interview: say so, with the way to more minutes. */
export function FirstRoundLengthWarning({ warning }: { warning: string | null }) {
  if (!warning) return null;
  return (
    <div className="mt-3" data-testid="first-round-length-warning">
      <Alert tone="info">
        {warning}{' '}
        <Link to={ROUTES.payment} className="font-semibold underline">
          See plans
        </Link>
      </Alert>
    </div>
  );
}
