/**
 * How the content editor names the items of a list: a product's pictures by their kind and alt
 * text (they were each "Item"), other lists by their own value or title.
 */
import { describe, expect, it } from 'vitest';
import { listItemLabel } from '../../src/editor/list-item-label.ts';

const picture = (kind: string, alt: string) => ({
  fields: { image: { value: { filename: 'front.png' } }, kind: { value: kind }, alt: { value: alt } },
});

describe('the editor’s list items', () => {
  it('names a picture by its kind and its alt text', () => {
    expect(listItemLabel(picture('outdoor', 'The Edge 3.5 kW outdoor unit, front three-quarter view'))).toBe(
      'Outdoor unit: The Edge 3.5 kW outdoor unit, front three-quarter view',
    );
    expect(listItemLabel(picture('in-room', 'A bedroom with the unit above the window'))).toBe(
      'In a room: A bedroom with the unit above the window',
    );
  });

  it('says when a picture has no alt text yet', () => {
    expect(listItemLabel(picture('front', '  '))).toBe('Front: no alt text yet');
  });

  it('names other items by their own value or their title, question or name', () => {
    expect(listItemLabel({ value: 'Quiet at 19 dB(A)' })).toBe('Quiet at 19 dB(A)');
    expect(listItemLabel({ fields: { question: { value: 'Where can I buy a Cirrus system?' } } })).toBe(
      'Where can I buy a Cirrus system?',
    );
    expect(listItemLabel({ fields: { name: { value: 'Parramatta Air & Climate' } } })).toBe(
      'Parramatta Air & Climate',
    );
    expect(listItemLabel({ value: '' })).toBe('New item');
  });

  it('names fault codes, rule conditions, notices and postcode ranges by what they are', () => {
    const item = (fields: Record<string, unknown>) => ({
      fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { value }])),
    });
    expect(listItemLabel(item({ code: 'E1', title: 'Indoor room temperature sensor fault' }))).toBe(
      'E1: Indoor room temperature sensor fault',
    );
    expect(
      listItemLabel(item({ key: 'state', says: 'The home is in New South Wales.', clause: 'clause 9.8' })),
    ).toBe('The home is in New South Wales.');
    expect(listItemLabel(item({ state: 'VIC', from: '2027-01-01', says: 'Rentals need a heat pump.' }))).toBe(
      'VIC: Rentals need a heat pump.',
    );
    expect(listItemLabel(item({ from: 2311, to: 2312, factor: 1.04 }))).toBe('Postcodes 2311–2312');
  });
});
