import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BillingPeriod, PlanId } from '@intervia/shared';
import { PlanOptions } from './PlanOptions';

function render(
  currentPlanId: PlanId,
  chosenPlanId: PlanId | null = null,
  period: BillingPeriod = 'monthly',
  currentPeriod: BillingPeriod | null = currentPlanId === 'free' ? null : 'monthly',
): string {
  return renderToStaticMarkup(
    <PlanOptions
      currentPlanId={currentPlanId}
      currentPeriod={currentPeriod}
      chosenPlanId={chosenPlanId}
      period={period}
      busyPlanId={null}
      onPeriodChange={() => {}}
      onCheckout={() => {}}
    />,
  );
}

/** The markup of one plan's card. */
function card(html: string, planId: PlanId): string {
  const match = new RegExp(`<li[^>]*data-testid="plan-option-${planId}"[^>]*>(.*?)</li>`).exec(html);
  if (!match) throw new Error(`no card for ${planId}`);
  return match[0];
}

describe('PlanOptions', () => {
  it('marks Free as the current plan of a Free account and preselects nothing', () => {
    const html = render('free');
    expect(card(html, 'free')).toContain('aria-current="true"');
    expect(card(html, 'free')).toContain('Current plan');
    expect(card(html, 'free')).not.toContain('<button');
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).not.toContain('Your choice');
    expect(html).not.toContain('aria-checked="true">Professional');
  });

  it('offers every paid plan above Free as an upgrade', () => {
    const html = render('free');
    expect(card(html, 'basic')).toContain('>Upgrade to Basic</button>');
    expect(card(html, 'professional')).toContain('>Upgrade to Professional</button>');
    expect(card(html, 'enterprise')).toContain('>Upgrade to Enterprise</button>');
  });

  it('marks the plan chosen on the pricing section as the visitor’s choice', () => {
    const html = render('free', 'basic');
    expect(card(html, 'basic')).toContain('Your choice');
    expect(card(html, 'professional')).not.toContain('Your choice');
  });

  it('on a paid plan offers a switch down and no checkout for Free', () => {
    const html = render('professional');
    expect(card(html, 'professional')).toContain('Current plan');
    expect(card(html, 'basic')).toContain('>Switch to Basic</button>');
    expect(card(html, 'enterprise')).toContain('>Upgrade to Enterprise</button>');
    expect(card(html, 'free')).not.toContain('<button');
    expect(card(html, 'free')).toContain('returns to Free when a paid plan ends');
  });

  it('says the current plan is billed by its own period when the other period is chosen', () => {
    expect(card(render('basic', null, 'monthly'), 'basic')).toContain('You are on this plan.');
    const yearly = card(render('basic', null, 'yearly'), 'basic');
    expect(yearly).toContain('$99');
    expect(yearly).toContain('You are on this plan, billed monthly.');
    expect(card(render('basic', null, 'monthly', 'yearly'), 'basic')).toContain(
      'You are on this plan, billed yearly.',
    );
  });
});
