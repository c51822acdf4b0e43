/**
 * /payment (signed-in): the current plan and this period's minute usage, every plan with what choosing it would do
 * (the current one marked, nothing preselected beyond a plan chosen on the pricing section), and checkout through
 * the server's payment provider (Stripe, or the manual provider where an administrator grants plans — shown as
 * such). Administrators also grant plans here.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import useSWR from 'swr';
import {
  BILLING_PERIODS,
  DEFAULT_BILLING_PERIOD,
  PRICING_PLANS,
  findPlan,
  type BillingOverview,
  type BillingPeriod,
  type PlanId,
} from '@intervia/shared';
import { Alert } from '../../components/Alert';
import { FillBar } from '../../components/FillBar';
import { Spinner } from '../../components/Spinner';
import { apiErrorMessage, apiRequest } from '../../lib/api-client';
import { chosenPlanFrom } from './plan-choice';
import { PlanOptions } from './PlanOptions';

const isPeriod = (value: string | null): value is BillingPeriod =>
  BILLING_PERIODS.includes(value as BillingPeriod);

function minutes(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

function UsageCard({ overview }: { overview: BillingOverview }) {
  const plan = findPlan(overview.plan.id);
  const { usedSeconds, allowanceSeconds } = overview.usage;
  const percent = Math.min(100, Math.round((usedSeconds / Math.max(1, allowanceSeconds)) * 100));
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Current plan</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">
        {plan.name}
        {overview.plan.period && (
          <span className="ml-2 text-base font-medium capitalize text-slate-500">
            ({overview.plan.period})
          </span>
        )}
      </p>
      {overview.plan.renewsOrEndsAt && (
        <p className="mt-1 text-sm text-slate-600">
          Paid until {new Date(overview.plan.renewsOrEndsAt).toLocaleDateString()}
        </p>
      )}
      <p className="mt-4 text-sm text-slate-700">
        Interview minutes used this period: <strong>{minutes(usedSeconds)}</strong> of {allowanceSeconds / 60}
        :00
      </p>
      <FillBar
        role="progressbar"
        label="Interview minutes used"
        value={percent}
        trackClassName="mt-2 h-2.5 rounded-full bg-slate-100"
        fillClassName={`h-2.5 rounded-full ${percent >= 90 ? 'bg-red-500' : 'bg-brand-500'}`}
      />
      <p className="mt-2 text-xs text-slate-500">
        Minutes renew on {new Date(overview.usage.windowEnd).toLocaleDateString()}. Only time in a connected
        interview counts.
      </p>
    </div>
  );
}

function GrantPlanForm() {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [planId, setPlanId] = useState<PlanId>('basic');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await apiRequest('/api/admin/subscriptions', { method: 'POST', json: { email, planId, period } });
      setResult({ tone: 'success', text: `${email} is now on ${findPlan(planId).name} (${period}).` });
    } catch (error) {
      setResult({
        tone: 'error',
        text: apiErrorMessage(error, 'Something went wrong'),
      });
    }
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-6">
      <h2 className="font-semibold text-slate-900">Grant a plan (administrator)</h2>
      <div>
        <label htmlFor={emailId} className="text-sm font-medium text-slate-700">
          User email
        </label>
        <input
          id={emailId}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <label className="text-sm text-slate-700">
          Plan{' '}
          <select
            value={planId}
            onChange={(event) => setPlanId(event.target.value as PlanId)}
            className="ml-1 rounded-lg border border-slate-300 px-2 py-1"
          >
            {PRICING_PLANS.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-700">
          Period{' '}
          <select
            value={period}
            onChange={(event) => setPeriod(event.target.value as BillingPeriod)}
            className="ml-1 rounded-lg border border-slate-300 px-2 py-1 capitalize"
          >
            {BILLING_PERIODS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="submit" className="btn-primary">
        Grant plan
      </button>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </form>
  );
}

/**
 * What a recruiter's minutes pay for: a company's first-round interviews are charged to the plan of its owner (the
 * minutes a candidate's call would otherwise take from nobody), so the owner sees them counted here and can choose a
 * plan with more.
 */
function RecruiterMinutesNote() {
  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6" data-testid="recruiter-minutes-note">
      <h2 className="text-lg font-semibold text-slate-900">
        Minutes for your company&apos;s first-round interviews
      </h2>
      <p className="mt-2 text-slate-700">
        First-round AI interviews your applicants take use the interview minutes of the plan of your
        company&apos;s owner, and are counted below when you are the owner. When fewer minutes are left than a
        job&apos;s interview length, the interview is shortened to the minutes left (the interviewer tells the
        applicant); with none left, applicants are asked to try again later. Choose a plan with more minutes
        to avoid both.
      </p>
      <Link
        to="/dashboard/recruiter"
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
      >
        Go to your jobs
      </Link>
    </div>
  );
}

function PaymentPage() {
  const { user } = useAuth();
  return <PlanPaymentPage recruiter={user?.role === 'recruiter'} />;
}

function PlanPaymentPage({ recruiter }: { recruiter: boolean }) {
  const [params, setParams] = useSearchParams();
  const { data, error, mutate } = useSWR<BillingOverview>('/api/billing');
  const requestedPeriod = params.get('period');
  const period: BillingPeriod = isPeriod(requestedPeriod)
    ? requestedPeriod
    : (data?.plan.period ?? DEFAULT_BILLING_PERIOD);
  const chosenPlanId = data ? chosenPlanFrom(params.get('plan'), data.plan.id) : null;
  const [busyPlanId, setBusyPlanId] = useState<PlanId | null>(null);
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const choose = (next: { plan?: PlanId; period?: BillingPeriod }) => {
    const plan = next.plan ?? chosenPlanId;
    setParams({ ...(plan ? { plan } : {}), period: next.period ?? period }, { replace: true });
  };

  const checkout = async (planId: PlanId) => {
    choose({ plan: planId });
    setBusyPlanId(planId);
    setMessage(null);
    try {
      const result = await apiRequest<{ kind: 'redirect' | 'manual'; url: string | null; message: string }>(
        '/api/billing/checkout',
        { method: 'POST', json: { planId, period } },
      );
      if (result.kind === 'redirect' && result.url) window.location.assign(result.url);
      else setMessage({ tone: 'info', text: result.message });
    } catch (failure) {
      setMessage({
        tone: 'error',
        text: apiErrorMessage(failure, 'Something went wrong'),
      });
    } finally {
      setBusyPlanId(null);
      void mutate();
    }
  };

  return (
    <section className="mx-auto max-w-4xl space-y-8 px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Payment</h1>
      {recruiter && <RecruiterMinutesNote />}
      {params.get('checkout') === 'success' && (
        <Alert tone="success">
          Thank you! Your plan changes as soon as the payment provider confirms the payment.
        </Alert>
      )}
      {params.get('checkout') === 'canceled' && (
        <Alert tone="info">Checkout was canceled; nothing was charged.</Alert>
      )}
      {error && <Alert tone="error">Your plan could not be loaded.</Alert>}
      {!data && !error && <Spinner label="Loading your plan" />}
      {data && <UsageCard overview={data} />}
      {data && (
        <div className="space-y-3">
          <PlanOptions
            currentPlanId={data.plan.id}
            currentPeriod={data.plan.period}
            chosenPlanId={chosenPlanId}
            period={period}
            busyPlanId={busyPlanId}
            onPeriodChange={(next) => {
              // The checkout's answer names the period it was asked for: it no longer holds for another.
              setMessage(null);
              choose({ period: next });
            }}
            onCheckout={(planId) => void checkout(planId)}
          />
          {data.paymentProvider === 'manual' && (
            <p className="text-xs text-slate-500">
              This server has no card payments configured: plans are granted by its administrator.
            </p>
          )}
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
        </div>
      )}
      {data?.isAdmin && <GrantPlanForm />}
    </section>
  );
}

export default PaymentPage;
