/** Field labels from property keys, shared by the editor's forms and the server's save messages. */

const UNITS: [RegExp, string][] = [
  [/Kw$/, ' (kW)'],
  [/M2$/, ' (m²)'],
  [/M3h$/, ' (m³/h)'],
  [/DbA$/, ' (dB(A))'],
  [/Mm$/, ' (mm)'],
  [/Kg$/, ' (kg)'],
  [/Pa$/, ' (Pa)'],
  [/MJh$/, ' (MJ/h)'],
  [/LPerHour$/, ' (L/h)'],
  [/L$/, ' (L)'],
  [/W$/, ' (W)'],
  [/Aud$/, ' (AUD)'],
  [/C$/, ' (°C)'],
  [/M$/, ' (m)'],
];

const WORDS: Record<string, string> = {
  seo: 'Search engine text',
  cta: 'Call to action',
  href: 'Link',
  aeer: 'AEER',
  acop: 'ACOP',
  tcspf: 'TCSPF',
  hspf: 'HSPF',
  tcspfMixed: 'Minimum TCSPF (mixed)',
  hspfMixed: 'Minimum HSPF (mixed)',
  hspfCold: 'Minimum HSPF (cold)',
  aeerWithoutTcspf: 'Minimum AEER (no TCSPF on the register)',
  acopWithoutHspf: 'Minimum ACOP (no HSPF on the register)',
  wifi: 'Wi-Fi',
  at2C: 'At 2 °C',
  faqs: 'FAQs',
};

/** A readable label from a property key: `coolingCapacityKw` → "Cooling capacity (kW)". */
export function labelFromKey(key: string): string {
  if (WORDS[key]) return WORDS[key];
  let base = key;
  let unit = '';
  for (const [pattern, text] of UNITS) {
    if (pattern.test(key) && key.length > 2) {
      base = key.replace(pattern, '');
      unit = text;
      break;
    }
  }
  const words = base.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${unit}`;
}
