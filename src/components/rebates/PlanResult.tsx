/**
 * The planner's answer: a notice for Victorian landlords, one card per scheme, then the yearly
 * running-cost change, the net upfront cost and the simple payback, each with its working.
 */
import { longDate } from '../../lib/australian-dates';
import { formatDollars, formatNumber } from '../../lib/rebates/format';
import { dollarRange, sendPlanHref } from '../../lib/rebates/summary';
import type { Plan, PlannerProduct } from '../../lib/rebates/types';
import type { PlanAnswers } from '../../schemas/rebate-plan';
import { Callout } from '../ui/Callout';
import styles from './Planner.module.css';
import { SchemeCard } from './SchemeCard';
import { Working } from './Working';

export interface PlanResultProps {
  plan: Plan;
  answers: PlanAnswers;
  product: PlannerProduct;
  /** Worked out in the browser without a connection, from the rules the service worker kept. */
  offline?: boolean;
}

/**
 * How the offline line speaks of the rules a plan applied (the day "no current rule" cards are made
 * is not a check): when any was never checked against its source it says so instead of a date, else
 * it gives the oldest check.
 */
function checkedSays(plan: Plan): string {
  const days = plan.schemes
    .filter((scheme) => !scheme.rule.id.endsWith('-no-current-rule'))
    .map((scheme) => scheme.rule.lastVerified);
  const dated = days.filter((day) => day !== null);
  const unchecked = ' not yet been checked against the schemes’ official documents';
  if (dated.length === 0 && days.length > 0) return `, which have${unchecked}`;
  if (dated.length < days.length) return `, some of which have${unchecked}`;
  // ISO dates sort as text: the first is the oldest.
  const oldest = dated.sort()[0];
  return oldest ? `, last checked on ${longDate(oldest)}` : '';
}

export function PlanResult({ plan, answers, product, offline = false }: PlanResultProps) {
  const checked = checkedSays(plan);
  return (
    // The form's answer lands here (#your-plan); focusable so "Show my plan" can move focus to it.
    <section id="your-plan" className={styles.result} aria-labelledby="plan-heading" tabIndex={-1}>
      <h2 id="plan-heading" className={styles.resultTitle}>
        Your plan for the {product.name} in {plan.state}
      </h2>
      <p className={styles.meta}>
        Worked out on {longDate(plan.today)} from the rules we hold. Register record{' '}
        {product.registration.number} is a demonstration record: Cirrus Climate is a demonstration brand.
      </p>
      {offline ? (
        <Callout tone="info" title="You are working offline" role="status">
          <p>
            This plan was worked out on this device from the rules kept from your last visit
            {checked}. Reconnect to check for newer rules before you rely on it.
          </p>
        </Callout>
      ) : null}
      {plan.notices.map((notice) => (
        <Callout key={notice.says} tone="warning" title="For Victorian rental providers">
          <p>
            {notice.says} <a href={notice.source}>Read the standard</a>.
          </p>
        </Callout>
      ))}
      <h3 className={styles.groupTitle}>Government schemes</h3>
      <div className={styles.cards}>
        {plan.schemes.map((scheme) => (
          <SchemeCard key={scheme.rule.id} result={scheme} />
        ))}
      </div>
      <p className={styles.total}>
        {plan.totalBack
          ? `In all: about ${dollarRange(plan.totalBack.low, plan.totalBack.high)} back, estimated.`
          : 'In all: nothing back from the schemes on these answers.'}{' '}
        A scheme that cannot be combined with another counts once; certificates without a price are not
        counted.
      </p>
      <h3 className={styles.groupTitle}>Running costs a year</h3>
      <RunningSummary plan={plan} answers={answers} product={product} />
      <h3 className={styles.groupTitle}>Upfront cost and payback</h3>
      <UpfrontSummary plan={plan} />
      <h3 className={styles.groupTitle}>Send this plan to a dealer</h3>
      <p>
        The nearest Cirrus dealer gets every answer above and the date of this plan with your quote request,
        and confirms the price and which schemes apply.
      </p>
      <p>
        <a className={styles.submit} href={sendPlanHref(plan, answers, product)}>
          Send this plan to a dealer
        </a>
      </p>
    </section>
  );
}

/** The yearly running-cost change, or what it needs: the home's area. */
function RunningSummary({ plan, answers, product }: PlanResultProps) {
  const { running } = plan;
  if (!running)
    return (
      <div className={styles.summary}>
        <p>
          Enter the area the system will heat and cool to see what it costs to run against today’s heating,
          your yearly saving and the payback. The heat a home needs comes from its size and climate, not from
          the unit you pick.
        </p>
      </div>
    );
  const saving = -running.yearlyChange;
  return (
    <div className={styles.summary}>
      <p className={styles.big}>
        {saving >= 0
          ? `Estimate: about ${formatDollars(saving)} a year less than today`
          : `Estimate: about ${formatDollars(-saving)} a year more than today`}
      </p>
      <p>
        For {formatNumber(answers.areaM2 ?? 0, 0)} m² heated and cooled. Today:{' '}
        {formatDollars(running.currentCost)} a year. With the {product.name}: {formatDollars(running.newCost)}{' '}
        a year
        {running.supplySaved > 0
          ? `, and ${formatDollars(running.supplySaved)} of gas supply charges saved`
          : ''}
        . Zone: {running.zone}. Prices: {formatNumber(plan.tariffs.electricity)} c/kWh
        {running.usesGas
          ? `, ${formatNumber(plan.tariffs.gas)} c/MJ, gas supply ${formatNumber(plan.tariffs.supply)} c/day`
          : ''}
        .
      </p>
      {running.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <Working lines={running.working} summary="How we worked out the running costs" />
    </div>
  );
}

/** The price less the schemes, and the payback, as ranges. */
function UpfrontSummary({ plan }: { plan: Plan }) {
  const { upfront, paybackYears } = plan;
  if (!upfront)
    return (
      <div className={styles.summary}>
        <p>Enter an installed price (from a dealer’s quote) to see the net cost and the payback.</p>
      </div>
    );
  const years = paybackYears
    ? `${formatNumber(paybackYears.low, 1)}${paybackYears.low !== paybackYears.high ? ` to ${formatNumber(paybackYears.high, 1)}` : ''} years`
    : null;
  return (
    <div className={styles.summary}>
      <p className={styles.big}>Estimate: {dollarRange(upfront.netLow, upfront.netHigh)} after the schemes</p>
      <p>
        {upfront.typical
          ? `${dollarRange(upfront.priceLow, upfront.priceHigh)} is a typical installed price for a system like this (not a quote: a dealer’s price replaces it)`
          : `${formatDollars(upfront.priceLow)} installed`}
        , less the schemes you may be eligible for.
        {years
          ? ` Simple payback: ${years} (net price ÷ yearly saving).`
          : plan.running
            ? ' No payback: the new system does not cost less to run than today’s.'
            : ' Enter the area it heats and cools to see the payback.'}
      </p>
    </div>
  );
}
