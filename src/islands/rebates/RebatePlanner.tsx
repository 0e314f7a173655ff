/**
 * The rebate planner's island: the same form and answer the server renders for a GET (so the page
 * works without JavaScript), answering again on every change once hydrated. Tariffs follow the
 * postcode's state until the visitor types their own.
 *
 * Offline, the service worker answers /rebates with any query from the copy it kept of the bare page
 * (src/service-worker/tool-pages.ts): that copy carries the rules and products of this build but not
 * the visitor's answers, so the island reads them from the address, works the plan out on the
 * device's today, and says it is working offline from rules last checked on their date (or not yet
 * checked against the schemes' official documents). A postcode the visitor gives is remembered in
 * the browser for the product pages (src/islands/postcode/store.ts).
 */
import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import { PlannerForm } from '../../components/rebates/PlannerForm';
import { PlanResult } from '../../components/rebates/PlanResult';
import { australianDateOf } from '../../lib/australian-dates';
import {
  answerPlanner,
  type PlannerData,
  type PlannerField,
  type PlannerValues,
  plannerValuesFrom,
} from '../../lib/rebates/answer';
import { stateOfPostcode } from '../../lib/rebates/location';
import type { RebateSettings } from '../../schemas/rebate';
import { rememberPostcode } from '../postcode/store';

export interface RebatePlannerProps extends PlannerData {
  values: PlannerValues;
  /** The server's messages for a submitted form (shown until the field changes). */
  errors: Partial<Record<PlannerField, string>>;
}

const tariffFields = ['electricity', 'gas', 'supply'] as const;

/** The form's values with the state's typical tariffs in any tariff field left empty. */
export function withStateTariffs(values: PlannerValues, settings: RebateSettings): PlannerValues {
  const state = values.postcode ? stateOfPostcode(values.postcode) : undefined;
  if (!state) return values;
  const tariff = settings.tariffs[state];
  const defaults = {
    electricity: String(tariff.electricityCentsPerKwh),
    gas: String(tariff.gasCentsPerMj),
    supply: String(tariff.gasSupplyCentsPerDay),
  };
  const next = { ...values };
  for (const field of tariffFields) if (!next[field]) next[field] = defaults[field];
  return next;
}

export function RebatePlanner({
  values: initial,
  errors: initialErrors,
  rules,
  tables,
  settings,
  products,
  today: renderedOn,
}: RebatePlannerProps) {
  const [offline, setOffline] = useState(false);
  const [today, setToday] = useState(renderedOn);
  const data = useMemo(
    () => ({ rules, tables, settings, products, today }),
    [rules, tables, settings, products, today],
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  // Tariffs the visitor typed stay put when the postcode moves to another state.
  const edited = useRef(new Set<PlannerField>());
  const outcome = useMemo(() => answerPlanner(values, data), [values, data]);
  const lastPlan = useRef(outcome.kind === 'plan' ? outcome : null);
  if (outcome.kind === 'plan') lastPlan.current = outcome;
  const shown = lastPlan.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page, from the address it was opened at
  useEffect(() => {
    // Online the server rendered the address's answers; a kept copy served offline has none.
    const fromAddress = withStateTariffs(plannerValuesFrom(new URLSearchParams(location.search)), settings);
    if (JSON.stringify(fromAddress) !== JSON.stringify(initial)) setValues(fromAddress);
    if (fromAddress.postcode) rememberPostcode(fromAddress.postcode);
    const follow = () => {
      setOffline(!navigator.onLine);
      // Offline, the kept copy's day may be past: rules are applied on the device's today.
      if (!navigator.onLine) setToday(australianDateOf(new Date()));
    };
    follow();
    window.addEventListener('online', follow);
    window.addEventListener('offline', follow);
    return () => {
      window.removeEventListener('online', follow);
      window.removeEventListener('offline', follow);
    };
  }, []);

  const onChange = (field: PlannerField, value: string) => {
    edited.current.add(field);
    if (field === 'postcode' && stateOfPostcode(value)) rememberPostcode(value);
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setValues((previous) => {
      let next: PlannerValues = { ...previous, [field]: value };
      if (field === 'postcode') {
        const before = previous.postcode ? stateOfPostcode(previous.postcode) : undefined;
        const after = stateOfPostcode(value);
        if (after && after !== before) {
          const cleared = { ...next };
          for (const tariff of tariffFields) if (!edited.current.has(tariff)) delete cleared[tariff];
          next = withStateTariffs(cleared, data.settings);
        }
      }
      return next;
    });
  };

  // "Show my plan" with the plan already worked out here: no page load; the address carries the
  // answers (to bookmark or share), the plan scrolls into view and takes focus, and the live region
  // says so. With a problem left, the server answers as without scripts (messages and a 400).
  const [announced, setAnnounced] = useState('');
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (outcome.kind !== 'plan') return;
    event.preventDefault();
    const query = new URLSearchParams(
      Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    history.replaceState(history.state, '', `/rebates?${query}#your-plan`);
    const plan = document.getElementById('your-plan');
    plan?.scrollIntoView({ block: 'start' });
    plan?.focus({ preventScroll: true });
    setAnnounced(`Your plan for the ${outcome.product.name} in ${outcome.plan.state} is below.`);
  };

  const state = values.postcode ? stateOfPostcode(values.postcode) : undefined;
  return (
    <div>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      <PlannerForm
        onSubmit={onSubmit}
        values={values}
        errors={errors}
        products={data.products}
        state={state}
        onChange={onChange}
      />
      {shown ? (
        <PlanResult plan={shown.plan} answers={shown.answers} product={shown.product} offline={offline} />
      ) : null}
    </div>
  );
}
