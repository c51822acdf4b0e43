/**
 * The plan's minutes against the chosen duration, in the wizard: how many are left, a warning (with a one-click
 * fix) when the interview would be cut short, and the way to /payment when none are left.
 */
import { Link } from 'react-router';
import {
  MIN_INTERVIEW_DURATION_MINUTES,
  QUOTA_EXHAUSTED_MESSAGE,
  ROUTES,
  findPlan,
  wholeMinutesLeft,
  type BillingOverview,
  type InterviewLengthCheck,
} from '@intervia/shared';
import { Alert } from '../../../components/Alert';

const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

export function MinutesLeftNotice({
  billing,
  check,
  onUseMinutesLeft,
}: {
  billing: BillingOverview;
  check: InterviewLengthCheck;
  onUseMinutesLeft(minutes: number): void;
}) {
  const plan = findPlan(billing.plan.id).name;
  const left = wholeMinutesLeft(billing.usage.remainingSeconds);
  if (check.kind === 'no-minutes-left') {
    return (
      <Alert tone="error">
        {QUOTA_EXHAUSTED_MESSAGE}{' '}
        <Link to={ROUTES.payment} className="font-semibold underline">
          See plans on the Payment page
        </Link>
      </Alert>
    );
  }
  if (check.kind === 'capped-by-minutes-left') {
    return (
      <Alert tone="info">
        <span data-testid="minutes-left-warning">
          Your {plan} plan has {minutes(check.minutesLeft)} left this month, so this interview will stop after{' '}
          {minutes(check.minutesLeft)}.
        </span>{' '}
        {check.minutesLeft >= MIN_INTERVIEW_DURATION_MINUTES ? (
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => onUseMinutesLeft(check.minutesLeft)}
          >
            Set the duration to {minutes(check.minutesLeft)}
          </button>
        ) : (
          <Link to={ROUTES.payment} className="font-semibold underline">
            Get more minutes
          </Link>
        )}
      </Alert>
    );
  }
  return (
    <p className="text-sm text-slate-600" data-testid="minutes-left">
      {plan} plan: {minutes(left)} left this month.
    </p>
  );
}
