import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import {
  draftQuery,
  type SizingDraft,
  type Step,
  stepOfField,
  validateDraft,
} from '../../lib/sizing/draft.ts';
import { sizingLoads } from '../../lib/sizing/loads.ts';
import type { SizingProduct } from '../../lib/sizing/products.ts';
import { recommend } from '../../lib/sizing/recommend.ts';
import { stepTitles } from './copy';
import { type PostcodePositions, postcodeClimate } from './data';
import { ResultsStep } from './ResultsStep';

export interface SizingResultProps {
  draft: SizingDraft;
  /** The products' sizing facts: null while loading. */
  products: SizingProduct[] | null | 'failed';
  /** The postcode table: null while loading. */
  positions: PostcodePositions | null;
  onEdit(step: Step): void;
}

/** Works out the result from the answers, or says what is missing (a shared link may be incomplete). */
export function SizingResult({ draft, products, positions, onEdit }: SizingResultProps) {
  const validation = validateDraft(draft);
  if (!validation.ok) {
    const stepsWithErrors = [...new Set(Object.keys(validation.errors).map(stepOfField))];
    return (
      <Callout tone="warning" title="A few answers are missing">
        <p>Finish these steps to see your result:</p>
        <ul>
          {stepsWithErrors.map((step) => (
            <li key={step}>
              <Button variant="ghost" onClick={() => onEdit(step)}>
                {stepTitles[step]}
              </Button>
            </li>
          ))}
        </ul>
      </Callout>
    );
  }
  if (products === 'failed') {
    return (
      <Callout tone="danger" role="alert" title="The product list did not load">
        <p>Check your connection and reload the page; your answers are kept in the address.</p>
      </Callout>
    );
  }
  if (products === null || positions === null) return <p role="status">Working out your result…</p>;

  const { input } = validation;
  const climate = postcodeClimate(positions, input.postcode);
  if (!climate) {
    return (
      <Callout tone="warning" title="We don’t recognise that postcode">
        <Button variant="ghost" onClick={() => onEdit('location')}>
          Change the postcode
        </Button>
      </Callout>
    );
  }
  const loads = sizingLoads(input, climate);
  return (
    <ResultsStep
      input={input}
      climate={climate}
      loads={loads}
      recommendation={recommend(input, loads, climate, products)}
      answersUrl={`${location.origin}${location.pathname}${draftQuery(draft)}`}
    />
  );
}
