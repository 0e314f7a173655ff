/**
 * The rebate planner's island: the same form and answer the server renders for a GET (so the page
 * works without JavaScript), answering again on every change once hydrated. Tariffs follow the
 * postcode's state until the visitor types their own.
 */
import { useMemo, useRef, useState } from 'react';
import { PlannerForm } from '../../components/rebates/PlannerForm';
import { PlanResult } from '../../components/rebates/PlanResult';
import {
  answerPlanner,
  type PlannerData,
  type PlannerField,
  type PlannerValues,
} from '../../lib/rebates/answer';
import { stateOfPostcode } from '../../lib/rebates/location';
import type { RebateSettings } from '../../schemas/rebate';

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
  settings,
  products,
  today,
}: RebatePlannerProps) {
  const data = useMemo(() => ({ rules, settings, products, today }), [rules, settings, products, today]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  // Tariffs the visitor typed stay put when the postcode moves to another state.
  const edited = useRef(new Set<PlannerField>());
  const outcome = useMemo(() => answerPlanner(values, data), [values, data]);
  const lastPlan = useRef(outcome.kind === 'plan' ? outcome : null);
  if (outcome.kind === 'plan') lastPlan.current = outcome;
  const shown = lastPlan.current;

  const onChange = (field: PlannerField, value: string) => {
    edited.current.add(field);
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
        // A zone chosen for another postcode no longer applies.
        delete next.zone;
      }
      return next;
    });
  };

  const state = values.postcode ? stateOfPostcode(values.postcode) : undefined;
  return (
    <div>
      <PlannerForm
        values={values}
        errors={errors}
        products={data.products}
        state={state}
        zoneQuestion={shown?.plan.zoneQuestion ?? null}
        onChange={onChange}
      />
      {shown ? <PlanResult plan={shown.plan} answers={shown.answers} product={shown.product} /> : null}
    </div>
  );
}
