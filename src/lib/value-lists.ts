/**
 * The fixed lists of values the site works with, written once: states, product types, climate zones,
 * lead kinds and statuses, and the lead forms' choices. Plain arrays with no imports, so islands
 * and the service worker can use them without zod; the zod schemas wrap them in `z.enum`.
 */

/**
 * Portal roles. staff: Cirrus Climate employees, every lead. installer: a dealer's users, the leads
 * of the dealer their token names. editor: marketing staff who edit and publish the site's content
 * (/editor), no leads.
 */
export const portalRoles = ['staff', 'installer', 'editor'] as const;
export type PortalRole = (typeof portalRoles)[number];

/** Cirrus's product ranges. */
export const productRanges = ['Edge', 'Aura', 'Breeze', 'Outback', 'Hearth'] as const;

/** The eight Australian states and territories, by their usual abbreviations. */
export const australianStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof australianStates)[number];

/** A state's full name, for headings and choices. */
export const australianStateNames = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const satisfies Record<AustralianState, string>;

/** What kind of system a product is, in catalogue order; decides which specifications it has. */
export const productTypes = [
  'wall-split',
  'ducted',
  'cassette',
  'multi',
  'window',
  'evaporative',
  'gas-heater',
] as const;
export type ProductType = (typeof productTypes)[number];

/**
 * The controller families whose fault codes the support pages explain, one per kind of indoor
 * controller and display the catalogue ships; each product type uses one (below).
 */
export const controllerFamilies = [
  'wall',
  'ducted',
  'cassette',
  'multi-split',
  'window',
  'evaporative',
  'gas-ducted',
] as const;
export type ControllerFamily = (typeof controllerFamilies)[number];

/** The controller family of each product type: the one place a product's fault codes are chosen. */
export const controllerFamilyByProductType = {
  'wall-split': 'wall',
  ducted: 'ducted',
  cassette: 'cassette',
  multi: 'multi-split',
  window: 'window',
  evaporative: 'evaporative',
  'gas-heater': 'gas-ducted',
} as const satisfies Record<ProductType, ControllerFamily>;

/** Product types that move heat with a refrigerant circuit (and carry an energy rating label). */
export const refrigerantProductTypes = [
  'wall-split',
  'ducted',
  'cassette',
  'multi',
  'window',
] as const satisfies readonly ProductType[];

/** Climate zones of the Zoned Energy Rating Label, in label order: hot, average, cold. */
export const climateZones = ['hot', 'average', 'cold'] as const;
export type ClimateZone = (typeof climateZones)[number];

/**
 * What a visitor asked for: one kind per lead form (its module: src/server/forms), with its name in
 * the portal. `claim`: a promotion's cashback claim.
 */
export const leadTypeLabels = {
  quote: 'Quote request',
  installer: 'Installer request',
  contact: 'Contact message',
  warranty: 'Warranty registration',
  claim: 'Cashback claim',
  service: 'Service request',
  plan: 'Rebate plan quote request',
  accessibility: 'Accessibility problem report',
} as const;
export type LeadType = keyof typeof leadTypeLabels;
export const leadTypes = Object.keys(leadTypeLabels) as [LeadType, ...LeadType[]];

/** Where a lead stands. `won` and `lost` close it (and start the retention clock). */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Where a warranty registration's review stands, in the order staff work through them: the database,
 * the portal API and its screens, and the owner's status check all use this one list.
 */
export const warrantyReviewStatuses = ['received', 'info-needed', 'approved', 'declined'] as const;
export type WarrantyReviewStatus = (typeof warrantyReviewStatuses)[number];

/**
 * Where a promotion claim stands: checked (`validated`) before it is approved for payment; a claim
 * paying more than PAYOUT_SECOND_APPROVAL_ABOVE_AUD (a server setting; 0: every claim) waits after the first approval
 * (`second-approval`) until another staff member approves it too. One list for the database, the
 * portal API and its screens, and the claimant's status check.
 */
export const claimReviewStatuses = [
  'received',
  'validated',
  'second-approval',
  'approved',
  'rejected',
] as const;
export type ClaimReviewStatus = (typeof claimReviewStatuses)[number];

/** The quote form's kinds of property. */
export const propertyTypes = ['house', 'townhouse', 'apartment', 'business'] as const;
/** The quote form's times to call. */
export const contactTimes = ['anytime', 'morning', 'afternoon', 'evening'] as const;
/** What the installer form's visitor needs. */
export const installerServices = ['new-installation', 'replacement', 'service-repair'] as const;
/** When an owner asking for service is home for a technician's visit. */
export const serviceAvailability = [
  'weekday-morning',
  'weekday-afternoon',
  'any-weekday',
  'saturday-morning',
] as const;
/**
 * What a service request's warranty look-up found: registered and within its cover, registered and
 * past it (the call-out fee applies), or no registration for that serial at that postcode.
 */
export const serviceWarrantyStates = ['in-warranty', 'out-of-warranty', 'not-registered'] as const;
export type ServiceWarrantyState = (typeof serviceWarrantyStates)[number];
/** What a service visit came to, as the agent records it. */
export const serviceOutcomes = ['fixed', 'part-ordered', 'not-covered'] as const;
export type ServiceOutcome = (typeof serviceOutcomes)[number];
/** What a contact form enquiry is about. */
export const enquiryTypes = ['product', 'buying', 'service', 'warranty', 'feedback', 'other'] as const;

/** How a person reporting an accessibility problem would like the reply. */
export const accessibilityReplyFormats = ['email', 'phone', 'large-print'] as const;

/** What heats (and perhaps cools) the home today, as the rebate planner asks. */
export const currentSystems = [
  'ducted-gas',
  'gas-space-heater',
  'lpg',
  'electric-resistive',
  'old-reverse-cycle',
  'wood',
  'none',
] as const;
/** Climate zones of the NSW Energy Savings Scheme (the same three as the Zoned Energy Rating Label). */
export const essZones = climateZones;
/** Who lives in the home the rebate planner is asked about. */
export const tenures = ['owner-occupier', 'landlord', 'renter'] as const;
/** The concession card the household holds, if any. */
export const concessions = ['none', 'pensioner', 'health-care', 'other'] as const;
/** Household income against the Victorian heating upgrade rebate's limit. */
export const incomeBands = ['unknown', 'under-limit', 'over-limit'] as const;
/** The home's unimproved land value against the ACT rebate's cap. */
export const landValueBands = ['unknown', 'under-cap', 'over-cap'] as const;
