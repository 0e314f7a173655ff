/**
 * The yearly running-cost change of the switch, against what heats (and cools) the home now. The heat
 * and cooling the home needs come from the home, never from the unit picked: its area and climate zone
 * give its design loads by the sizing tool's whole-home rules (`areaLoad`); the share of them drawn on
 * average (`homeLoadShare`) × the zone's hours of use is the same on both sides of the comparison:
 *
 *   new system:        the product's running cost for those loads (lib/running-cost.ts, as the product
 *                      page and the sizing tool price it): load ÷ ACOP or AEER × hours × c/kWh
 *   gas or LPG:        heat × 3.6 MJ/kWh ÷ the heater's efficiency = MJ, × c/MJ
 *   resistive:         heat ÷ 1 kWh, × c/kWh
 *   old reverse-cycle: heat ÷ its COP, and cooling ÷ its EER, by its age, kWh × c/kWh
 *   wood, none:        not priced (said in the notes)
 *
 * A bigger unit never makes the saving bigger: only its efficiency moves its side. The gas daily
 * supply charge × 365 is saved only when the home is on mains gas and every gas appliance goes. No
 * area, no comparison: the plan asks for it instead of guessing a home. Pure; every sum is returned as
 * a line of "how we worked this out".
 */

import type { ClimateZone } from '../../schemas/common.ts';
import type { RebateSettings } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import {
  daysOfUse,
  defaultHoursPerDay,
  homeLoadShare,
  type RunningCostProfile,
  yearlyCostIn,
} from '../running-cost.ts';
import { areaLoad } from '../sizing/area-load.ts';
import { formatDollars, formatNumber } from './format.ts';
import { gasSystems, mainsGasSystems } from './names.ts';
import type { PlannerProduct, RunningComparison, WorkingLine } from './types.ts';

/** Megajoules in a kilowatt-hour. */
export const MJ_PER_KWH = 3.6;

export interface Tariffs {
  /** c/kWh */
  electricity: number;
  /** c/MJ */
  gas: number;
  /** c/day */
  supply: number;
}

/** The planner product's rated figures as the running-cost model reads them (as the product page does). */
export function plannerProfile(product: PlannerProduct): RunningCostProfile {
  return {
    kind: 'electric',
    cooling: { outputKw: product.coolingKw, efficiency: product.aeer },
    heating:
      product.heatingKw !== null && product.acop !== null
        ? { outputKw: product.heatingKw, efficiency: product.acop }
        : null,
  };
}

/** An old reverse-cycle unit's efficiency: the youngest age band that holds its age. */
export function oldReverseCycleEfficiency(settings: RebateSettings, ageYears: number) {
  // The schema keeps the bands youngest first, the last reaching 60 years (the oldest age asked).
  const band = settings.oldReverseCycleByAge.find((item) => ageYears <= item.upToYears);
  if (!band) throw new Error(`No reverse-cycle age band holds ${ageYears} years`);
  return band;
}

/** What today's system costs a year for the home's heat (and cooling, for a reverse-cycle unit). */
function todaysCost(
  answers: PlanAnswers,
  need: { heat: number; cooling: number },
  settings: RebateSettings,
  tariffs: Tariffs,
): { cost: number; working: WorkingLine[]; notes: string[] } {
  const { current } = answers;
  const c = tariffs.electricity;
  const heat = formatNumber(need.heat);
  if (current === 'ducted-gas' || current === 'gas-space-heater' || current === 'lpg') {
    const efficiency = settings.currentEfficiency[current];
    const mj = (need.heat * MJ_PER_KWH) / efficiency;
    const cost = (mj * tariffs.gas) / 100;
    return {
      cost,
      working: [
        {
          label: 'Today, gas heating',
          sum: `${heat} kWh × ${MJ_PER_KWH} MJ/kWh ÷ ${formatNumber(efficiency)} efficiency = ${formatNumber(mj, 0)} MJ × ${formatNumber(tariffs.gas)} c/MJ = ${formatDollars(cost)}`,
        },
      ],
      notes: current === 'lpg' ? ['LPG cylinder rental is not counted.'] : [],
    };
  }
  if (current === 'electric-resistive') {
    const cost = (need.heat * c) / 100;
    return {
      cost,
      working: [
        {
          label: 'Today, electric resistive heating',
          sum: `${heat} kWh ÷ 1 = ${heat} kWh × ${formatNumber(c)} c/kWh = ${formatDollars(cost)}`,
        },
      ],
      notes: [],
    };
  }
  if (current === 'old-reverse-cycle') {
    const age = answers.reverseCycleAgeYears ?? 0;
    const { heatingCop, coolingEer } = oldReverseCycleEfficiency(settings, age);
    const kwh = need.heat / heatingCop + need.cooling / coolingEer;
    const cost = (kwh * c) / 100;
    return {
      cost,
      working: [
        {
          label: `Today, a ${formatNumber(age, 0)}-year-old reverse-cycle`,
          sum: `(${heat} kWh ÷ COP ${formatNumber(heatingCop)} + ${formatNumber(need.cooling)} kWh ÷ EER ${formatNumber(coolingEer)}) = ${formatNumber(kwh)} kWh × ${formatNumber(c)} c/kWh = ${formatDollars(cost)}`,
        },
      ],
      notes: [],
    };
  }
  return {
    cost: 0,
    working: [],
    notes: [
      current === 'wood'
        ? 'Firewood prices vary too much to compare, so today’s heating counts as $0.'
        : 'With no heating today, the new system adds to your bills rather than replacing one.',
    ],
  };
}

export function compareRunningCosts(
  answers: PlanAnswers,
  product: PlannerProduct,
  zone: ClimateZone,
  settings: RebateSettings,
  tariffs: Tariffs,
): RunningComparison | null {
  if (answers.areaM2 === undefined) return null;
  const working: WorkingLine[] = [];
  const notes: string[] = [];
  const c = tariffs.electricity;
  const load = areaLoad(answers.areaM2, zone);
  const hours = {
    heating: defaultHoursPerDay * daysOfUse[zone].heating,
    cooling: defaultHoursPerDay * daysOfUse[zone].cooling,
  };
  const heats = product.heatingKw !== null && product.acop !== null;
  // Heat and cooling the home needs a year, kWh: the same on both sides of the comparison. A
  // cooling-only system leaves today's heating as it is, so the heat is left out of both sides.
  const need = {
    heat: heats ? load.heatingKw * homeLoadShare * hours.heating : 0,
    cooling: load.coolingKw * homeLoadShare * hours.cooling,
  };
  working.push({
    label: 'Your home',
    sum: `${formatNumber(answers.areaM2, 0)} m² in the ${zone} zone needs about ${formatNumber(load.coolingKw)} kW of cooling and ${formatNumber(load.heatingKw)} kW of heating (the sizing tool’s whole-home rules, average insulation)`,
  });
  if (heats) {
    working.push({
      label: 'Heat your home needs',
      sum: `${formatNumber(load.heatingKw)} kW on the coldest days × ${homeLoadShare} on average (most hours are milder) × ${defaultHoursPerDay} h × ${daysOfUse[zone].heating} days = ${formatNumber(need.heat)} kWh of heat a year`,
    });
  } else {
    notes.push(`The ${product.name} is cooling-only: it cannot take over your heating.`);
  }

  const modes = heats ? (['cooling', 'heating'] as const) : (['cooling'] as const);
  const yearly = yearlyCostIn(plannerProfile(product), zone, modes, load, c);
  const newCost = yearly?.cost ?? 0;
  for (const line of yearly?.lines ?? []) {
    const ratio =
      line.mode === 'cooling'
        ? `AEER ${formatNumber(product.aeer)}`
        : `ACOP ${formatNumber(product.acop ?? 0)}`;
    working.push({
      label: `New system, ${line.mode}`,
      sum: `${formatNumber(line.outputKw ?? 0)} kW × ${formatNumber(line.hoursPerDay)} h × ${line.days} days ÷ ${ratio} = ${formatNumber(line.energy)} kWh × ${formatNumber(c)} c/kWh = ${formatDollars(line.cost)}`,
    });
  }

  const today = todaysCost(answers, need, settings, tariffs);
  working.push(...today.working);
  notes.push(...today.notes);
  if (answers.current !== 'old-reverse-cycle') {
    notes.push('You have no cooling today, so the new system’s cooling is an added cost.');
  }

  const onMainsGas = mainsGasSystems.includes(answers.current);
  const supplySaved = onMainsGas && answers.allGasGoes ? (tariffs.supply * 365) / 100 : 0;
  if (onMainsGas) {
    working.push({
      label: 'Gas supply charge',
      sum: answers.allGasGoes
        ? `${formatNumber(tariffs.supply)} c/day × 365 = ${formatDollars(supplySaved)} a year saved (every gas appliance goes)`
        : 'Not saved: other gas appliances keep the connection.',
    });
  }
  const yearlyChange = newCost - today.cost - supplySaved;
  working.push({
    label: 'Yearly change',
    sum: `${formatDollars(newCost)} − ${formatDollars(today.cost)}${supplySaved > 0 ? ` − ${formatDollars(supplySaved)}` : ''} = ${formatDollars(yearlyChange)} a year`,
  });
  return {
    zone,
    usesGas: gasSystems.includes(answers.current),
    currentCost: today.cost,
    newCost,
    supplySaved,
    yearlyChange,
    notes,
    working,
  };
}
