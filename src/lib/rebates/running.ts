/**
 * The yearly running-cost change of the switch, against what heats the home now. The heat the home
 * needs is counted the same for both: the new system's rated heating output × the zone's heating
 * hours (settings.runningHours). Then:
 *
 *   new system:   heat ÷ HSPF (zone) kWh  +  cooling output × cooling hours ÷ TCSPF (zone) kWh, × c/kWh
 *   gas or LPG:   heat × 3.6 MJ/kWh ÷ seasonal efficiency = MJ, × c/MJ
 *   resistive:    heat ÷ 1 kWh, × c/kWh
 *   old reverse-cycle: heat ÷ its COP, and cooling ÷ its EER, kWh × c/kWh
 *   wood, none:   not priced (said in the notes)
 *
 * The gas daily supply charge × 365 is saved only when the home is on mains gas and every gas
 * appliance goes. Pure; every sum is returned as a line of "how we worked this out".
 */

import type { EssZone, RebateSettings } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import { formatDollars, formatNumber } from './format.ts';
import { mainsGasSystems } from './names.ts';
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

export function compareRunningCosts(
  answers: PlanAnswers,
  product: PlannerProduct,
  zone: EssZone,
  settings: RebateSettings,
  tariffs: Tariffs,
): RunningComparison {
  const working: WorkingLine[] = [];
  const notes: string[] = [];
  const heatingHours = settings.runningHours.heating[zone];
  const coolingHours = settings.runningHours.cooling[zone];
  // The register's seasonal figures, or the rated ACOP and AEER where it holds none.
  const hspf = product.seasonalEfficiency.hspf?.[zone] ?? product.acop ?? undefined;
  const hspfLabel = product.seasonalEfficiency.hspf ? 'HSPF' : 'ACOP';
  const tcspf = product.seasonalEfficiency.tcspf?.[zone] ?? product.aeer;
  const tcspfLabel = product.seasonalEfficiency.tcspf ? 'TCSPF' : 'AEER';
  const c = tariffs.electricity;

  // Heat the home needs a year, kWh: the same on both sides of the comparison.
  const heat = product.heatingKw === null ? 0 : product.heatingKw * heatingHours;
  const newHeatingKwh = hspf ? heat / hspf : 0;
  const newCoolingKwh = (product.coolingKw * coolingHours) / tcspf;
  const newCost = ((newHeatingKwh + newCoolingKwh) * c) / 100;
  if (product.heatingKw === null) {
    notes.push(`The ${product.name} is cooling-only: it cannot take over your heating.`);
  } else {
    working.push({
      label: 'Heat your home needs',
      sum: `${formatNumber(product.heatingKw)} kW × ${heatingHours} h = ${formatNumber(heat)} kWh of heat a year`,
    });
    working.push({
      label: 'New system, heating',
      sum: `${formatNumber(heat)} kWh ÷ ${hspfLabel} ${formatNumber(hspf ?? 0)} = ${formatNumber(newHeatingKwh)} kWh × ${formatNumber(c)} c/kWh = ${formatDollars((newHeatingKwh * c) / 100)}`,
    });
  }
  working.push({
    label: 'New system, cooling',
    sum: `${formatNumber(product.coolingKw)} kW × ${coolingHours} h ÷ ${tcspfLabel} ${formatNumber(tcspf)} = ${formatNumber(newCoolingKwh)} kWh × ${formatNumber(c)} c/kWh = ${formatDollars((newCoolingKwh * c) / 100)}`,
  });

  let currentCost = 0;
  const current = answers.current;
  if (current === 'ducted-gas' || current === 'gas-space-heater' || current === 'lpg') {
    const efficiency = settings.currentEfficiency[current];
    const mj = (heat * MJ_PER_KWH) / efficiency;
    currentCost = (mj * tariffs.gas) / 100;
    working.push({
      label: 'Today, gas heating',
      sum: `${formatNumber(heat)} kWh × ${MJ_PER_KWH} MJ/kWh ÷ ${formatNumber(efficiency)} efficiency = ${formatNumber(mj, 0)} MJ × ${formatNumber(tariffs.gas)} c/MJ = ${formatDollars(currentCost)}`,
    });
    if (current === 'lpg') notes.push('LPG cylinder rental is not counted.');
  } else if (current === 'electric-resistive') {
    currentCost = (heat * c) / 100;
    working.push({
      label: 'Today, electric resistive heating',
      sum: `${formatNumber(heat)} kWh ÷ 1 = ${formatNumber(heat)} kWh × ${formatNumber(c)} c/kWh = ${formatDollars(currentCost)}`,
    });
  } else if (current === 'old-reverse-cycle') {
    const cop = settings.currentEfficiency['old-reverse-cycle'];
    const eer = settings.currentEfficiency['old-reverse-cycle-cooling'];
    const heatingKwh = heat / cop;
    const coolingKwh = (product.coolingKw * coolingHours) / eer;
    currentCost = ((heatingKwh + coolingKwh) * c) / 100;
    working.push({
      label: 'Today, older reverse-cycle',
      sum: `(${formatNumber(heat)} kWh ÷ COP ${formatNumber(cop)} + ${formatNumber(product.coolingKw)} kW × ${coolingHours} h ÷ EER ${formatNumber(eer)}) = ${formatNumber(heatingKwh + coolingKwh)} kWh × ${formatNumber(c)} c/kWh = ${formatDollars(currentCost)}`,
    });
  } else {
    notes.push(
      current === 'wood'
        ? 'Firewood prices vary too much to compare, so today’s heating counts as $0.'
        : 'With no heating today, the new system adds to your bills rather than replacing one.',
    );
  }
  if (current !== 'old-reverse-cycle') {
    notes.push('You have no cooling today, so the new system’s cooling is an added cost.');
  }

  const supplySaved =
    mainsGasSystems.includes(current) && answers.allGasGoes ? (tariffs.supply * 365) / 100 : 0;
  if (mainsGasSystems.includes(current)) {
    working.push({
      label: 'Gas supply charge',
      sum: answers.allGasGoes
        ? `${formatNumber(tariffs.supply)} c/day × 365 = ${formatDollars(supplySaved)} a year saved (every gas appliance goes)`
        : 'Not saved: other gas appliances keep the connection.',
    });
  }
  const yearlyChange = newCost - currentCost - supplySaved;
  working.push({
    label: 'Yearly change',
    sum: `${formatDollars(newCost)} − ${formatDollars(currentCost)}${supplySaved > 0 ? ` − ${formatDollars(supplySaved)}` : ''} = ${formatDollars(yearlyChange)} a year`,
  });
  return { zone, currentCost, newCost, supplySaved, yearlyChange, notes, working };
}
