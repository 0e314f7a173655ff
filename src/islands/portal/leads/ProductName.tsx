import type { LeadSummary } from '../shared/api';

/** The product a lead asks about, by name and linked to its page (never the catalogue's slug). */
export function ProductName({ lead }: { lead: Pick<LeadSummary, 'productName' | 'productUrl'> }) {
  if (!lead.productName) return null;
  return lead.productUrl ? <a href={lead.productUrl}>{lead.productName}</a> : lead.productName;
}
