import { describe, expect, it } from 'vitest';
import { parseOpeningHours } from '../../src/lib/opening-hours.ts';
import { dealersJsonLd, localBusinessJsonLd } from '../../src/lib/seo.ts';
import { type DealerEntry, dealerEntrySchema } from '../../src/schemas/dealer.ts';

const openingHours = 'Mon–Fri 7:30–16:30, Sat on call';
const dealer: DealerEntry = dealerEntrySchema.parse({
  id: 'parramatta-air-and-climate',
  name: 'Parramatta Air & Climate',
  types: ['retailer', 'installer'],
  address: { street: '48 Church Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
  phone: '(02) 7010 1234',
  email: 'hello@example.com.au',
  openingHours,
  productTypes: ['wall-split', 'ducted'],
  location: { lat: -33.8145, lng: 151.0065 },
  hours: parseOpeningHours(openingHours),
});

describe('LocalBusiness JSON-LD', () => {
  it('describes a dealer with address, phone, position, hours and its card’s URL', () => {
    expect(localBusinessJsonLd(dealer, 'https://www.example.com.au/where-to-buy')).toEqual({
      '@type': 'LocalBusiness',
      '@id': 'https://www.example.com.au/where-to-buy#dealer-parramatta-air-and-climate',
      name: 'Parramatta Air & Climate',
      url: 'https://www.example.com.au/where-to-buy#dealer-parramatta-air-and-climate',
      telephone: '+61 2 7010 1234',
      email: 'hello@example.com.au',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '48 Church Street',
        addressLocality: 'Parramatta',
        addressRegion: 'NSW',
        postalCode: '2150',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.8145, longitude: 151.0065 },
      // "Sat on call" is not opening hours.
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:30',
          closes: '16:30',
        },
      ],
    });
  });

  it('gives Saturday its own specification when its hours differ', () => {
    const saturday = parseOpeningHours('Mon–Fri 8:00–17:30, Sat 9:00–14:00');
    const [, sat] = localBusinessJsonLd(
      { ...dealer, hours: saturday },
      'https://x.test/where-to-buy',
    ).openingHoursSpecification;
    expect(sat).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '09:00',
      closes: '14:00',
    });
  });

  it('puts every dealer in one graph with the schema.org context', () => {
    const graph = dealersJsonLd([dealer, { ...dealer, id: 'second' }], '/where-to-buy', 'https://x.test');
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map((node) => node['@id'])).toEqual([
      'https://x.test/where-to-buy#dealer-parramatta-air-and-climate',
      'https://x.test/where-to-buy#dealer-second',
    ]);
  });
});
