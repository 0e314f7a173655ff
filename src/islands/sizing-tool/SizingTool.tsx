import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import { islandHistory } from '../../client/island-history';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import {
  type DraftErrors,
  defaultDraft,
  draftFromQuery,
  draftQuery,
  type SizingDraft,
  type Step,
  stepOfField,
  steps,
  validateDraft,
} from '../../lib/sizing/draft.ts';
import type { SizingProduct } from '../../lib/sizing/products.ts';
import { rememberPostcode } from '../postcode/store';
import { stepTitles } from './copy';
import { loadPostcodePositions, loadSizingData, type PostcodePositions, postcodeClimate } from './data';
import { HomeStep } from './HomeStep';
import { LocationStep } from './LocationStep';
import { NeedsStep } from './NeedsStep';
import { SizingResult } from './SizingResult';
import styles from './SizingTool.module.css';
import { SpaceStep } from './SpaceStep';
import { StepList } from './StepList';

export interface SizingToolProps {
  /** Path of the sizing page: its page-data document and the address the tool's state lives at. */
  path: string;
}

const UNKNOWN_POSTCODE = 'We don’t recognise that postcode: check it and try again';

/**
 * The sizing tool: four steps of questions, then the result. Every answer lives in the URL, so a
 * result can be shared and the back button steps back through the tool.
 */
export function SizingTool({ path }: SizingToolProps) {
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const entries = useMemo(() => islandHistory('sizingTool', path), [path]);
  const [draft, setDraft] = useState<SizingDraft>(defaultDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [products, setProducts] = useState<SizingProduct[] | null | 'failed'>(null);
  const [positions, setPositions] = useState<PostcodePositions | null>(null);
  // Server-rendered HTML shows the first step with every control disabled: typing into it before
  // hydration would be lost, and without JavaScript nothing in it can work.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setDraft(draftFromQuery(location.search));
    setHydrated(true);
    entries.mark();
    loadSizingData(path).then((data) => setProducts(data ? data.products : 'failed'));
    return entries.listen(root, (search) => {
      focusHeading.current = true;
      setErrors({});
      setDraft(draftFromQuery(search));
    });
  }, [path, entries]);

  const needsPositions = draft.step !== 'space' && draft.step !== 'home';
  useEffect(() => {
    if (needsPositions || draft.postcode) loadPostcodePositions(path).then(setPositions);
  }, [path, needsPositions, draft.postcode]);

  // After a step change (by the visitor or the back button) focus moves to the new step's heading,
  // so screen readers announce it and Tab continues from the top of the step.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  const change = (patch: Partial<SizingDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    entries.replace(draftQuery(next));
  };
  /** A new history entry: a step forward or back, or starting again. */
  const navigate = (next: SizingDraft) => {
    focusHeading.current = true;
    setErrors({});
    setDraft(next);
    entries.push(draftQuery(next));
  };
  const goTo = (step: Step) => navigate({ ...draft, step });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const validation = validateDraft(draft);
    const found: DraftErrors = {};
    if (!validation.ok) {
      for (const [name, message] of Object.entries(validation.errors)) {
        if (stepOfField(name) === draft.step) found[name] = message;
      }
    }
    if (draft.step === 'location' && !found.postcode) {
      const table = await loadPostcodePositions(path);
      setPositions(table);
      if (table && !postcodeClimate(table, draft.postcode)) found.postcode = UNKNOWN_POSTCODE;
      // Kept in the browser, so product pages can name the schemes for it.
      else rememberPostcode(draft.postcode);
    }
    const [firstError] = Object.keys(found);
    if (firstError) {
      setErrors(found);
      requestAnimationFrame(() => document.getElementById(`sizing-${firstError}`)?.focus());
      return;
    }
    goTo(steps[steps.indexOf(draft.step) + 1] ?? 'results');
  };

  const index = steps.indexOf(draft.step);
  const climate = postcodeClimate(positions, draft.postcode);
  const stepProps = { draft, errors, onChange: change };
  return (
    <div ref={root} className={styles.tool}>
      <StepList current={draft.step} disabled={!hydrated} onSelect={goTo} />
      <form className={styles.step} noValidate onSubmit={onSubmit} aria-labelledby="sizing-step-heading">
        <h3 id="sizing-step-heading" ref={heading} tabIndex={-1} className={styles.stepHeading}>
          <span className={styles.stepNumber}>
            Step {index + 1} of {steps.length}:
          </span>{' '}
          {stepTitles[draft.step]}
        </h3>
        {Object.keys(errors).length > 0 ? (
          <Callout tone="danger" role="alert" title="Check the highlighted answers">
            <p>Each one says what it needs.</p>
          </Callout>
        ) : null}
        <fieldset className={styles.controls} disabled={!hydrated}>
          {draft.step === 'space' ? <SpaceStep {...stepProps} /> : null}
          {draft.step === 'home' ? <HomeStep {...stepProps} /> : null}
          {draft.step === 'location' ? <LocationStep {...stepProps} climate={climate} /> : null}
          {draft.step === 'needs' ? <NeedsStep {...stepProps} /> : null}
          {draft.step === 'results' ? (
            <SizingResult draft={draft} products={products} positions={positions} onEdit={goTo} />
          ) : null}
          <div className={styles.actions}>
            {index > 0 ? (
              <Button variant="secondary" onClick={() => goTo(steps[index - 1] ?? 'space')}>
                Back
              </Button>
            ) : null}
            {draft.step === 'results' ? (
              <Button variant="ghost" onClick={() => navigate(defaultDraft)}>
                Start again
              </Button>
            ) : (
              <Button type="submit">{draft.step === 'needs' ? 'Show my result' : 'Continue'}</Button>
            )}
          </div>
        </fieldset>
      </form>
    </div>
  );
}
