/**
 * Structured data (JSON-LD) and URL helpers shared by every page. Builders return plain objects;
 * `serialiseJsonLd` makes them safe to embed in a script element.
 */
import { type SiteConfig, site } from '../config/site.ts';
import type { DealerEntry } from '../schemas/dealer.ts';
import { isoClock } from './opening-hours.ts';
import { SEARCH_PATH } from './site-search.ts';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export function absoluteUrl(path: string, siteUrl: string) {
  return new URL(path, siteUrl).href;
}

export function organizationJsonLd(siteUrl: string, config: SiteConfig = site) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl('/', siteUrl)}#organization`,
    name: config.name,
    legalName: config.legalName,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl('/icons/icon-512.png', siteUrl),
    email: config.email,
    telephone: config.phone.display,
    taxID: `ABN ${config.abn}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.postalAddress.street,
      addressLocality: config.postalAddress.suburb,
      addressRegion: config.postalAddress.state,
      postalCode: config.postalAddress.postcode,
      addressCountry: 'AU',
    },
    sameAs: config.social.map((link) => link.url),
  };
}

export function websiteJsonLd(siteUrl: string, config: SiteConfig = site) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.name,
    url: absoluteUrl('/', siteUrl),
    inLanguage: config.locale,
    publisher: { '@id': `${absoluteUrl('/', siteUrl)}#organization` },
    // The site search, so search engines can offer a search box for the site.
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(SEARCH_PATH, siteUrl)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: absoluteUrl(item.href, siteUrl) } : {}),
    })),
  };
}

export interface ProductJsonLdInput {
  name: string;
  description: string;
  path: string;
  sku: string;
  category: string;
  imagePath?: string;
  properties: readonly { name: string; value: string | number; unitText?: string }[];
}

export function productJsonLd(product: ProductJsonLdInput, siteUrl: string, config: SiteConfig = site) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    mpn: product.sku,
    category: product.category,
    url: absoluteUrl(product.path, siteUrl),
    ...(product.imagePath ? { image: absoluteUrl(product.imagePath, siteUrl) } : {}),
    brand: { '@type': 'Brand', name: config.name },
    additionalProperty: product.properties.map((property) => ({
      '@type': 'PropertyValue',
      name: property.name,
      value: property.value,
      ...(property.unitText ? { unitText: property.unitText } : {}),
    })),
  };
}

export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

const dayNames = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
} as const;

/** "(02) 7010 1234" → "+61 2 7010 1234". */
function internationalPhone(phone: string) {
  return phone.replace(/^\(0(\d)\) /, '+61 $1 ');
}

/** A dealer as a schema.org LocalBusiness, identified by its card on the where-to-buy page. */
export function localBusinessJsonLd(dealer: DealerEntry, pageUrl: string) {
  const url = `${pageUrl}#dealer-${dealer.id}`;
  // One specification per distinct opening time, listing its days ("Mon–Fri 7:30–17:00").
  const specs = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const period of dealer.hours.periods) {
    const opens = isoClock(period.opens);
    const closes = isoClock(period.closes);
    const spec = specs.get(`${opens}-${closes}`) ?? { days: [], opens, closes };
    spec.days.push(dayNames[period.day]);
    specs.set(`${opens}-${closes}`, spec);
  }
  return {
    '@type': 'LocalBusiness',
    '@id': url,
    name: dealer.name,
    url,
    telephone: internationalPhone(dealer.phone),
    ...(dealer.email ? { email: dealer.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.address.street,
      addressLocality: dealer.address.suburb,
      addressRegion: dealer.address.state,
      postalCode: dealer.address.postcode,
      addressCountry: 'AU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.location.lat, longitude: dealer.location.lng },
    openingHoursSpecification: [...specs.values()].map((spec) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: spec.days,
      opens: spec.opens,
      closes: spec.closes,
    })),
  };
}

/** Every dealer as a LocalBusiness, in one JSON-LD graph (one script element, not one per dealer). */
export function dealersJsonLd(dealers: readonly DealerEntry[], pagePath: string, siteUrl: string) {
  const pageUrl = absoluteUrl(pagePath, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@graph': dealers.map((dealer) => localBusinessJsonLd(dealer, pageUrl)),
  };
}

/** JSON for a script element: `<` is escaped so content can never close the element. */
export function serialiseJsonLd(data: unknown) {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The title to hand BaseLayout, which adds the brand itself ("Page | Cirrus Climate", or
 * "Cirrus Climate | Page" on the home page). Content SEO titles are written as whole document titles,
 * some already naming the brand, so the brand is taken off here rather than printed twice.
 */
export function layoutTitle(seoTitle: string, config: SiteConfig = site): string {
  const brand = config.name.split(' ')[0] ?? config.name;
  const names = [config.name, brand].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`^(?:${names.join('|')})\\s*\\|\\s*|\\s*\\|\\s*(?:${names.join('|')})$`, 'g');
  return seoTitle.replace(pattern, '').trim() || seoTitle;
}
