/**
 * The planner's fixed names in plain words: product classes, today's heating, how a scheme pays.
 * Pure; pages, the island and the dealer's mail print the same words.
 */
import type { CurrentSystem, EssZone, PaymentMethod, ProductClass } from '../../schemas/rebate.ts';

/** The register's product classes as a person says them. */
export const productClassNames = {
  'non-ducted-split': 'non-ducted split system',
  'ducted-split': 'ducted split system',
  'non-ducted-unitary': 'non-ducted unitary (window or wall-box) system',
  'ducted-unitary': 'ducted unitary (packaged) system',
} as const satisfies Record<ProductClass, string>;

/** What heats the home now, as the form offers it. */
export const currentSystemNames = {
  'ducted-gas': 'Ducted gas heating',
  'gas-space-heater': 'A gas space heater',
  lpg: 'LPG (bottled gas) heating',
  'electric-resistive': 'Electric resistive heating (panel, oil column, slab or central)',
  'old-reverse-cycle': 'An older reverse-cycle air conditioner',
  wood: 'A wood heater',
  none: 'No fixed heating',
} as const satisfies Record<CurrentSystem, string>;

/** How a scheme pays, short. */
export const paymentNames = {
  'point-of-sale-discount': 'Discount on the installer’s invoice',
  'rebate-after-invoice': 'Rebate paid after the invoice',
  loan: 'Zero-interest loan',
} as const satisfies Record<PaymentMethod, string>;

/** The scheme's climate zones as a person says them. */
export const zoneNames = {
  hot: 'hot',
  average: 'average (mild)',
  cold: 'cold',
} as const satisfies Record<EssZone, string>;

/** Current systems that burn mains or bottled gas. */
export const gasSystems: readonly CurrentSystem[] = ['ducted-gas', 'gas-space-heater', 'lpg'];

/** Current systems on the mains gas network, whose daily supply charge goes when every gas appliance goes. */
export const mainsGasSystems: readonly CurrentSystem[] = ['ducted-gas', 'gas-space-heater'];
