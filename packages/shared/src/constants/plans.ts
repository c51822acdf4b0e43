/** Pricing plans of section 9: the one definition used by the landing page, /payment and quota logic. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'monthly';
/**
 * The spec's wording for yearly billing. Its own yearly prices save 16–18% against twelve monthly payments (what the
 * plan cards show, from `priceUsd`), so this label overstates the saving; kept as worded until the product owner
 * settles the prices or the label.
 */
export const YEARLY_DISCOUNT_LABEL = '20% OFF';

export const PLAN_IDS = ['free', 'basic', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PricingPlan {
  id: PlanId;
  name: string;
  /** Price in whole US dollars per billing period: a month's price for monthly, a year's price for yearly. */
  priceUsd: Record<BillingPeriod, number>;
  mockInterviewMinutes: number;
  description: string;
  features: readonly string[];
  buttonText: string;
  highlighted: boolean;
}

const BASE_FEATURES = [
  'resume screening',
  'automated interview scheduling',
  'AI Resume Creator',
  'AI Video Score Analysis',
] as const;

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    priceUsd: { monthly: 0, yearly: 0 },
    mockInterviewMinutes: 5,
    description: 'Try a mock interview with the AI interviewer.',
    features: BASE_FEATURES,
    buttonText: 'Get Started',
    highlighted: false,
  },
  {
    id: 'basic',
    name: 'Basic',
    priceUsd: { monthly: 10, yearly: 99 },
    mockInterviewMinutes: 150,
    description: 'Regular practice for an active job search.',
    features: BASE_FEATURES,
    buttonText: 'Choose Basic',
    highlighted: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    priceUsd: { monthly: 25, yearly: 249 },
    mockInterviewMinutes: 450,
    description: 'Deep preparation with analytics and custom assessments.',
    features: [
      'Basic features',
      'customizable assessments',
      'comprehensive data analytics',
      'Interview Report Analytics',
    ],
    buttonText: 'Choose and Get 20%',
    highlighted: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceUsd: { monthly: 99, yearly: 999 },
    mockInterviewMinutes: 2000,
    description: 'For teams and recruiters running interviews at scale.',
    features: [
      'Pro features',
      'additional customization options',
      'dedicated support',
      'advanced integrations',
    ],
    buttonText: 'Choose Enterprise',
    highlighted: false,
  },
];

export function findPlan(id: PlanId): PricingPlan {
  const plan = PRICING_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}
