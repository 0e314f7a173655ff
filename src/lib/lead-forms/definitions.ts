/**
 * The lead forms' copy and field names: labels, hints, widgets, choice labels and grouping, in the
 * order the fields appear. Browser-safe (no runtime imports but the value lists), so components
 * render it and the server's notification emails reuse its labels. The schemas
 * (`src/server/leads/forms.ts`) are type-checked against these field names, and a test checks that
 * every schema field is presented once. Constraints (required, lengths, patterns, dates) are not
 * here: they come from the schema.
 */

import { currentSystemNames } from '../rebates/names.ts';
import {
  australianStateNames,
  type contactTimes,
  type enquiryTypes,
  type installerServices,
  type LeadType,
  type ProductType,
  type propertyTypes,
  type serviceAvailability,
} from '../value-lists.ts';

export interface FieldUi {
  label: string;
  /** A line under the label: format help or why it is asked. */
  hint?: string;
  /** The control; by default a text input of the type the schema implies, or a select for a choice. */
  widget?: 'select' | 'radio' | 'textarea' | 'tel' | 'hidden';
  /**
   * Never sent back to the browser: after an error the field is empty again (bank details). The
   * server checks it, and only its last digits are shown anywhere but staff's payment file.
   */
  secret?: boolean;
  /** Labels of a choice's values, in display order. */
  options?: Readonly<Record<string, string>>;
  /** The select's empty first option (for optional selects). */
  emptyOption?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  /** Narrow controls for short values (postcode, rooms). */
  width?: 'short' | 'medium';
  /** Leave "(optional)" off the label when a rule across fields applies (email or phone). */
  hideOptional?: boolean;
}

/** A file the form takes (multipart), checked by its content on the server, not by its name. */
export interface UploadUi {
  /** Field name, as posted. */
  name: string;
  label: string;
  hint: string;
  /** The file picker's filter (a convenience: the server decides by the content). */
  accept: string;
  /** Legend of the fieldset it sits in, after the group it follows. */
  legend: string;
  /** Index of the group it follows. */
  afterGroup: number;
  /** The form may be sent without it (a service request's photo). */
  optional?: boolean;
}

/** A form's copy; `F` is its field names, read from `fields` (groups may only name those). */
export interface LeadFormDefinition<T extends LeadType = LeadType, F extends string = string> {
  type: T;
  /** Page the form is on. */
  path: string;
  /** Where it posts. */
  action: string;
  /** Name of the request in emails and the portal, e.g. "quote request". */
  noun: string;
  /** Accessible name of the form. */
  title: string;
  submitLabel: string;
  groups: readonly { legend: string; fields: readonly NoInfer<F>[] }[];
  fields: { readonly [K in F]: FieldUi };
  /** A file the form takes; the form then posts multipart/form-data. */
  upload?: UploadUi;
}

/** Keeps a form's field names as literal types, so the schemas can be checked against them. */
const leadForm = <T extends LeadType, const F extends string>(definition: LeadFormDefinition<T, F>) =>
  definition;

/** Product types as the "what are you interested in" choice groups them (longer than the catalogue's labels). */
export const productInterestLabels: Readonly<Record<ProductType, string>> = {
  'wall-split': 'Wall-mounted split system',
  ducted: 'Ducted air conditioning',
  cassette: 'Ceiling cassette',
  multi: 'Multi-room system',
  window: 'Window or wall unit',
  evaporative: 'Evaporative cooling',
  'gas-heater': 'Gas ducted heating',
};

const contact = {
  name: { label: 'Your name', autoComplete: 'name' },
  email: { label: 'Email', autoComplete: 'email', inputMode: 'email' },
  phone: { label: 'Phone', widget: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: 'Mobile or landline' },
  postcode: { label: 'Postcode', autoComplete: 'postal-code', inputMode: 'numeric', width: 'short' },
} as const satisfies Record<string, FieldUi>;

const product: FieldUi = {
  label: 'What are you interested in?',
  widget: 'select',
  emptyOption: 'Not sure yet: help me choose',
};

export const quoteForm = leadForm({
  type: 'quote',
  path: '/get-a-quote',
  action: '/get-a-quote',
  noun: 'quote request',
  title: 'Quote request',
  submitLabel: 'Get my free quote',
  groups: [
    { legend: 'What you need', fields: ['dealer', 'product', 'propertyType', 'rooms', 'postcode'] },
    { legend: 'How we reach you', fields: ['name', 'email', 'phone', 'contactTime', 'message'] },
  ],
  fields: {
    dealer: { label: 'Dealer asked for', widget: 'hidden' },
    product,
    propertyType: {
      label: 'Property type',
      widget: 'radio',
      options: {
        house: 'House',
        townhouse: 'Townhouse',
        apartment: 'Apartment',
        business: 'Business',
      } satisfies Record<(typeof propertyTypes)[number], string>,
    },
    rooms: { label: 'Rooms to heat or cool', inputMode: 'numeric', width: 'short' },
    postcode: contact.postcode,
    name: contact.name,
    email: { ...contact.email, hint: 'Email or phone: we need one of them to reply', hideOptional: true },
    phone: { ...contact.phone, hint: 'Mobile or landline', hideOptional: true },
    contactTime: {
      label: 'Best time to call',
      widget: 'select',
      options: {
        anytime: 'Any time',
        morning: 'Morning (8 am to 12 pm)',
        afternoon: 'Afternoon (12 pm to 5 pm)',
        evening: 'Evening (5 pm to 8 pm)',
      } satisfies Record<(typeof contactTimes)[number], string>,
    },
    message: { label: 'Anything else we should know?', widget: 'textarea' },
  },
});

export const installerForm = leadForm({
  type: 'installer',
  path: '/request-an-installer',
  action: '/request-an-installer',
  noun: 'installer request',
  title: 'Installer request',
  submitLabel: 'Request an installer',
  groups: [
    {
      legend: 'The job',
      fields: ['service', 'product', 'serialNumber', 'postcode', 'preferredDate', 'details'],
    },
    { legend: 'Your details', fields: ['name', 'phone', 'email'] },
  ],
  fields: {
    service: {
      label: 'What do you need?',
      widget: 'radio',
      options: {
        'new-installation': 'A new installation',
        replacement: 'A replacement system',
        'service-repair': 'Service or repair',
      } satisfies Record<(typeof installerServices)[number], string>,
    },
    product: { ...product, label: 'Product', emptyOption: 'Not sure / not listed' },
    serialNumber: {
      label: 'Serial number',
      hint: 'If you know it: on the rating plate on the side of the unit',
      width: 'medium',
    },
    postcode: contact.postcode,
    preferredDate: { label: 'Preferred date', width: 'medium' },
    details: {
      label: 'Tell us about the job',
      hint: 'For a repair, describe the fault and when it started',
      widget: 'textarea',
    },
    name: contact.name,
    phone: contact.phone,
    email: contact.email,
  },
});

export const contactForm = leadForm({
  type: 'contact',
  path: '/contact-us',
  action: '/contact-us',
  noun: 'enquiry',
  title: 'Contact form',
  submitLabel: 'Send message',
  groups: [{ legend: 'Your enquiry', fields: ['enquiryType', 'name', 'email', 'phone', 'message'] }],
  fields: {
    enquiryType: {
      label: 'What is it about?',
      widget: 'select',
      emptyOption: 'Choose a topic',
      options: {
        product: 'Choosing a product',
        buying: 'Buying and installation',
        service: 'Service or repair',
        warranty: 'Warranty',
        feedback: 'Feedback',
        other: 'Something else',
      } satisfies Record<(typeof enquiryTypes)[number], string>,
    },
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    message: { label: 'Your message', widget: 'textarea' },
  },
});

/** The warranty registration's proof of purchase. */
export const warrantyUpload: UploadUi = {
  name: 'proofOfPurchase',
  label: 'Proof of purchase',
  hint: 'A photo or scan of your paid invoice or receipt: JPEG, PNG, HEIC or PDF, up to 10 MB',
  accept: '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf',
  legend: 'Proof of purchase',
  // Last, so every other field has been read when a file too large cuts the post off.
  afterGroup: 1,
};

export const warrantyForm = leadForm({
  type: 'warranty',
  path: '/warranty',
  action: '/warranty/register',
  noun: 'warranty registration',
  title: 'Warranty registration',
  submitLabel: 'Register my warranty',
  groups: [
    {
      legend: 'Your system',
      fields: [
        'model',
        'serialNumber',
        'outdoorSerialNumber',
        'purchaseDate',
        'installationDate',
        'dealer',
        'installerLicence',
      ],
    },
    { legend: 'Owner', fields: ['name', 'email', 'phone', 'postcode', 'state'] },
  ],
  upload: warrantyUpload,
  fields: {
    model: {
      label: 'Model number',
      hint: 'On the rating plate of either unit, e.g. CCE-W35R',
      width: 'medium',
    },
    // The serial hints are replaced by the page with one example per range, from the warranty terms.
    serialNumber: {
      label: 'Indoor unit serial number',
      hint: 'On the rating plate of the indoor unit (or the only unit), e.g. CAI-2503-18842',
      width: 'medium',
    },
    outdoorSerialNumber: {
      label: 'Outdoor unit serial number',
      hint: 'On the rating plate of the outdoor unit, for split, ducted, cassette and multi systems, e.g. CAO-2503-18842',
      width: 'medium',
    },
    purchaseDate: { label: 'Purchase date', width: 'medium' },
    installationDate: { label: 'Installation date', width: 'medium' },
    dealer: {
      label: 'Where you bought it',
      hint: 'The dealer or store on your invoice',
      autoComplete: 'off',
    },
    installerLicence: {
      label: 'Installer’s licence number',
      hint: 'On the installer’s invoice or compliance certificate',
      width: 'medium',
    },
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    postcode: { ...contact.postcode, hint: 'Where the system is installed' },
    state: {
      label: 'State or territory',
      widget: 'select',
      emptyOption: 'Choose',
      autoComplete: 'address-level1',
      options: australianStateNames,
    },
  },
});

/** A promotion claim's copy of the paid invoice. */
export const claimUpload: UploadUi = {
  name: 'invoice',
  label: 'Paid tax invoice',
  hint: 'A photo or scan showing the model number, the purchase date and the dealer: JPEG, PNG, HEIC or PDF, up to 10 MB',
  accept: '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf',
  legend: 'Invoice',
  // Last, so every other field has been read when a file too large cuts the post off.
  afterGroup: 2,
};

export const claimForm = leadForm({
  type: 'claim',
  path: '/promotions',
  action: '/promotions/claim',
  noun: 'cashback claim',
  title: 'Cashback claim',
  submitLabel: 'Send my claim',
  groups: [
    {
      legend: 'Your system',
      fields: ['promotion', 'model', 'serialNumber', 'outdoorSerialNumber', 'purchaseDate'],
    },
    { legend: 'You', fields: ['name', 'email', 'phone', 'street', 'suburb', 'postcode', 'state'] },
    { legend: 'Where we pay the cashback', fields: ['accountName', 'bsb', 'accountNumber'] },
  ],
  upload: claimUpload,
  fields: {
    promotion: { label: 'Promotion', widget: 'hidden' },
    model: {
      label: 'Model number',
      hint: 'On the rating plate or your invoice, e.g. CCA-W35R',
      width: 'medium',
    },
    serialNumber: {
      label: 'Indoor unit serial number',
      hint: 'On the rating plate of the indoor unit (or the only unit), e.g. CAI-2503-18842',
      width: 'medium',
    },
    outdoorSerialNumber: {
      label: 'Outdoor unit serial number',
      hint: 'On the rating plate of the outdoor unit of a split or ducted system, e.g. CAO-2503-18842',
      width: 'medium',
    },
    purchaseDate: { label: 'Purchase date', hint: 'As on your invoice', width: 'medium' },
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    street: { label: 'Street address', autoComplete: 'address-line1' },
    suburb: { label: 'Suburb or town', autoComplete: 'address-level2', width: 'medium' },
    postcode: contact.postcode,
    state: {
      label: 'State or territory',
      widget: 'select',
      emptyOption: 'Choose',
      autoComplete: 'address-level1',
      options: australianStateNames,
    },
    accountName: { label: 'Account name', autoComplete: 'off', secret: true },
    bsb: {
      label: 'BSB',
      hint: 'Six digits, e.g. 062-000',
      inputMode: 'numeric',
      autoComplete: 'off',
      width: 'short',
      secret: true,
    },
    accountNumber: {
      label: 'Account number',
      hint: '5 to 9 digits',
      inputMode: 'numeric',
      autoComplete: 'off',
      width: 'medium',
      secret: true,
    },
  },
});

/** A service request's photo of the unit's display or the fault. */
export const serviceUpload: UploadUi = {
  name: 'photo',
  label: 'A photo of the display or the unit',
  hint: 'It helps the technician bring the right part: JPEG, PNG, HEIC or PDF, up to 10 MB',
  accept: '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf',
  legend: 'Photo',
  // Last, so every other field has been read when a file too large cuts the post off.
  afterGroup: 2,
  optional: true,
};

export const serviceForm = leadForm({
  type: 'service',
  path: '/service',
  action: '/service',
  noun: 'service request',
  title: 'Service request',
  submitLabel: 'Request a service visit',
  groups: [
    { legend: 'Your system', fields: ['model', 'serialNumber', 'postcode'] },
    { legend: 'The fault', fields: ['faultCode', 'symptom', 'availability'] },
    { legend: 'How the technician reaches you', fields: ['name', 'phone', 'email'] },
  ],
  upload: serviceUpload,
  fields: {
    model: {
      label: 'Model number',
      hint: 'On the rating plate on the side of the indoor unit, e.g. CCE-W35R',
      width: 'medium',
    },
    serialNumber: {
      label: 'Serial number',
      hint: 'On the same rating plate (indoor or outdoor unit), e.g. CAI-2503-18842: we look up your warranty with it',
      width: 'medium',
    },
    postcode: { ...contact.postcode, hint: 'Where the system is installed' },
    faultCode: {
      label: 'Fault code on the display',
      hint: 'The letters and digits it shows or blinks, e.g. E6',
      width: 'short',
      autoComplete: 'off',
    },
    symptom: {
      label: 'What is it doing?',
      hint: 'A code or a description: we need one of them, e.g. “blows warm air in cooling mode”',
      widget: 'textarea',
      hideOptional: true,
    },
    availability: {
      label: 'When are you home for a visit?',
      widget: 'radio',
      options: {
        'weekday-morning': 'Weekday mornings (8 am to 12 pm)',
        'weekday-afternoon': 'Weekday afternoons (12 pm to 5 pm)',
        'any-weekday': 'Any time on weekdays',
        'saturday-morning': 'Saturday mornings',
      } satisfies Record<(typeof serviceAvailability)[number], string>,
    },
    name: contact.name,
    phone: { ...contact.phone, hint: 'The technician calls to confirm the visit' },
    email: { ...contact.email, hint: 'Your reference, the visit times offered and the outcome come here' },
  },
});

/** "Send this plan to a dealer": a quote request carrying the rebate planner's answers and plan (/rebates). */
export const planForm = leadForm({
  type: 'plan',
  path: '/send-your-plan',
  action: '/send-your-plan',
  noun: 'rebate plan quote request',
  title: 'Send this plan to a dealer',
  submitLabel: 'Send my plan',
  groups: [
    {
      legend: 'Your plan',
      fields: [
        'product',
        'postcode',
        'current',
        'reverseCycleAgeYears',
        'tenure',
        'concession',
        'income',
        'landValue',
        'allGasGoes',
        'price',
        'planDate',
        'plan',
      ],
    },
    { legend: 'How the dealer reaches you', fields: ['name', 'email', 'phone', 'contactTime', 'message'] },
  ],
  fields: {
    product: { label: 'System', widget: 'hidden' },
    postcode: { label: 'Postcode', widget: 'hidden' },
    current: { label: 'Heating now', widget: 'hidden', options: currentSystemNames },
    reverseCycleAgeYears: { label: 'Age of the reverse-cycle system (years)', widget: 'hidden' },
    tenure: {
      label: 'The home',
      widget: 'hidden',
      options: { 'owner-occupier': 'Owner-occupier', landlord: 'Rented out (landlord)', renter: 'Renter' },
    },
    concession: {
      label: 'Concession card',
      widget: 'hidden',
      options: {
        none: 'None',
        pensioner: 'Pensioner Concession Card',
        'health-care': 'Health Care Card',
        other: 'Another concession card',
      },
    },
    income: {
      label: 'Household income (VIC)',
      widget: 'hidden',
      options: { unknown: 'Not given', 'under-limit': 'Under $90,000', 'over-limit': '$90,000 or more' },
    },
    landValue: {
      label: 'Land value (ACT)',
      widget: 'hidden',
      options: { unknown: 'Not sure', 'under-cap': '$750,000 or less', 'over-cap': 'Over $750,000' },
    },
    allGasGoes: { label: 'Every gas appliance goes', widget: 'hidden', options: { yes: 'Yes', no: 'No' } },
    price: { label: 'Installed price used ($)', widget: 'hidden' },
    planDate: { label: 'Plan worked out on', widget: 'hidden' },
    plan: { label: 'The plan', widget: 'hidden' },
    name: contact.name,
    email: { ...contact.email, hint: 'Email or phone: we need one of them to reply', hideOptional: true },
    phone: { ...contact.phone, hint: 'Mobile or landline', hideOptional: true },
    contactTime: {
      label: 'Best time to call',
      widget: 'select',
      options: {
        anytime: 'Any time',
        morning: 'Morning (8 am to 12 pm)',
        afternoon: 'Afternoon (12 pm to 5 pm)',
        evening: 'Evening (5 pm to 8 pm)',
      } satisfies Record<(typeof contactTimes)[number], string>,
    },
    message: { label: 'Anything else the dealer should know?', widget: 'textarea' },
  },
});

export const leadFormDefinitions = {
  quote: quoteForm,
  installer: installerForm,
  contact: contactForm,
  warranty: warrantyForm,
  claim: claimForm,
  service: serviceForm,
  plan: planForm,
} as const satisfies { readonly [T in LeadType]: LeadFormDefinition<T> };

/** The field names of a form, as its copy presents them. */
export type LeadFieldName<T extends LeadType> = keyof (typeof leadFormDefinitions)[T]['fields'] & string;

/** Id of a field's control in the page (the error summary links to it). */
export const fieldId = (type: LeadType, name: string) => `${type}-${name}`;

/** The lead type whose form posts to a path, if any (request guards, tests). */
export const leadFormActions: ReadonlySet<string> = new Set(
  Object.values(leadFormDefinitions).map((definition) => definition.action),
);

/** Paths the forms that take a file post to (multipart, with the larger streamed body limit). */
export const uploadFormActions: ReadonlySet<string> = new Set(
  Object.values(leadFormDefinitions)
    .filter((definition: LeadFormDefinition) => definition.upload)
    .map((definition) => definition.action),
);
