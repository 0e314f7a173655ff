/**
 * Every brand fact in one typed module. A different brand takes the site over by editing this file
 * (and the content collections); no component writes a brand fact of its own.
 */
import { z } from 'zod';
import { australianStates } from '../lib/value-lists.ts';

const hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

export const siteConfigSchema = z.object({
  /** Brand name as written in copy. */
  name: z.string(),
  /** Short name for the installed app's icon label. */
  shortName: z.string().max(12),
  /** Legal entity behind the brand. */
  legalName: z.string(),
  /** Australian Business Number, spaced as printed. */
  abn: z.string().regex(/^\d{2} \d{3} \d{3} \d{3}$/),
  /** One-line description used in meta tags and the manifest. */
  tagline: z.string(),
  description: z.string(),
  /** Customer line, as printed and as dialled. */
  phone: z.object({ display: z.string(), dial: z.string().regex(/^\+?\d{6,12}$/) }),
  email: z.email(),
  postalAddress: z.object({
    street: z.string(),
    suburb: z.string(),
    state: z.enum(australianStates),
    postcode: z.string().regex(/^\d{4}$/),
  }),
  /** Opening hours of the customer line, Australian Eastern time. */
  openingHours: z.array(z.object({ days: z.string(), hours: z.string() })),
  social: z.array(z.object({ network: z.string(), url: z.url() })),
  /**
   * The two colours the spec fixes (installed app theme and background) and the warm accent of the
   * brand mark (tokens.css --cc-color-accent-500): drawings rendered outside CSS (icons, PDFs) need them.
   */
  colours: z.object({ theme: hex, background: hex, accent: hex }),
  locale: z.string(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const site: SiteConfig = siteConfigSchema.parse({
  name: 'Cirrus Climate',
  shortName: 'Cirrus',
  legalName: 'Cirrus Climate Pty Ltd',
  abn: '53 614 208 977',
  tagline: 'Air conditioning and heating designed for Australian homes',
  description:
    'Cirrus Climate designs reverse-cycle, ducted, evaporative and gas heating systems for Australian conditions, sold and installed by licensed local dealers.',
  phone: { display: '1300 247 787', dial: '1300247787' },
  email: 'hello@cirrusclimate.com.au',
  postalAddress: { street: 'PO Box 4120', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
  openingHours: [
    { days: 'Monday to Friday', hours: '8:00 am – 6:00 pm' },
    { days: 'Saturday', hours: '9:00 am – 1:00 pm' },
  ],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/cirrusclimate' },
    { network: 'Instagram', url: 'https://www.instagram.com/cirrusclimate' },
    { network: 'YouTube', url: 'https://www.youtube.com/@cirrusclimate' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/cirrus-climate' },
  ],
  colours: { theme: '#004A60', background: '#E1EAEC', accent: '#E07A1F' },
  locale: 'en-AU',
});

/** Primary navigation, in order. */
export const primaryNav = [
  { href: '/products', label: 'Products' },
  { href: '/edge', label: 'Edge range' },
  { href: '/your-perfect-climate', label: 'Sizing tool' },
  { href: '/rebates', label: 'Rebates' },
  { href: '/where-to-buy', label: 'Where to buy' },
  { href: '/why-cirrus', label: 'Why Cirrus' },
  { href: '/faqs', label: 'FAQs' },
] as const;

/** Owners' pages: a menu of their own in the header and a group in the footer. */
export const ownersNav = {
  label: 'Owners',
  links: [
    { href: '/warranty#register', label: 'Register a warranty' },
    { href: '/warranty/check', label: 'Check a warranty' },
    { href: '/support/fault-codes', label: 'Fault codes' },
    { href: '/service', label: 'Book a service' },
    { href: '/service/status', label: 'Service status' },
    { href: '/promotions', label: 'Promotions' },
    { href: '/promotions/claim-status', label: 'Claim status' },
    { href: '/app', label: 'The Cirrus app' },
  ],
} as const;

/** Footer link groups. */
export const footerNav = [
  {
    heading: 'Products',
    links: [
      { href: '/products/wall-mounted-air-conditioning', label: 'Wall mounted' },
      { href: '/products/ducted-air-conditioners', label: 'Ducted' },
      { href: '/products/multi-air-conditioning', label: 'Multi-room' },
      { href: '/products/evaporative-cooling', label: 'Evaporative cooling' },
      { href: '/products/gas-ducted-heating', label: 'Gas ducted heating' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { href: '/get-a-quote', label: 'Get a quote' },
      { href: '/rebates', label: 'Rebates and running costs' },
      { href: '/request-an-installer', label: 'Request an installer' },
      { href: '/warranty', label: 'Warranty' },
      { href: '/faqs', label: 'FAQs' },
      { href: '/app#keep-catalogue', label: 'Keep the catalogue offline' },
      { href: '/contact-us', label: 'Contact us' },
    ],
  },
  { heading: ownersNav.label, links: ownersNav.links },
  {
    heading: 'Company',
    links: [
      { href: '/why-cirrus', label: 'Why Cirrus' },
      { href: '/where-to-buy', label: 'Where to buy' },
      { href: '/portal', label: 'Partner portal' },
      { href: '/privacy-policy', label: 'Privacy policy' },
      { href: '/privacy/request', label: 'Privacy requests' },
      { href: '/accessibility', label: 'Accessibility' },
    ],
  },
] as const;
