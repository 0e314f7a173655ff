import { checklistFieldNames, photoKindsFor, stepOfField } from '../../lib/installs/checklist-fields';
import { type ChecklistView, checklistSteps, checklistStepTitles } from '../../lib/installs/checklist-view';
import { Button } from '../ui/Button';
import styles from './Checklist.module.css';
import { ChecklistFlags, type ChecklistForm } from './ChecklistFields';
import { HandoverSection, PhotoInput, SystemsSection, TestsSection } from './ChecklistSections';

export const checklistAction = (view: Pick<ChecklistView, 'job' | 'token'>) =>
  `/installs/commission?${new URLSearchParams({ job: view.job, token: view.token })}`;

/** What the last step reads back before sending. */
function Review({ view }: { view: ChecklistView }) {
  const units = view.details?.units ?? [];
  const value = (name: string) => view.values[name] ?? '';
  return (
    <dl className={styles.review}>
      {units.map((unit, index) => (
        <div key={unit.productSlug + String(index)} style={{ display: 'contents' }}>
          <dt>{units.length > 1 ? `System ${index + 1}` : unit.modelNumber}</dt>
          <dd>
            Indoor {value(`units.${index}.indoorSerial`)}
            {unit.outdoor ? `, outdoor ${value(`units.${index}.outdoorSerial`)}` : ''};{' '}
            {value(`units.${index}.pipeRunM`)} m, {value(`units.${index}.chargeAddedGrams`)} g added
          </dd>
        </div>
      ))}
      <dt>Technician</dt>
      <dd>
        {value('technicianName')}, {value('technicianLicence')}
      </dd>
    </dl>
  );
}

/**
 * The checklist without JavaScript: one step a page, posted to the signed link, every answer of the
 * other steps carried along (hidden), each step checked by the server with its messages beside the
 * fields; the last step takes the photos and sends.
 */
export function ChecklistSteps({ view }: { view: ChecklistView }) {
  const units = view.details?.units ?? [];
  const form: ChecklistForm = {
    value: (name) => view.values[name] ?? '',
    error: (name) => view.errors[name],
  };
  const index = checklistSteps.indexOf(view.step);
  const last = index === checklistSteps.length - 1;
  const carried = checklistFieldNames(units.length).filter(
    (name) =>
      stepOfField(name) !== view.step && view.values[name] !== undefined && !name.endsWith('.productSlug'),
  );
  const photoKinds = photoKindsFor(
    units.some((unit) => unit.outdoor),
    (view.values['oldSystem.kind'] ?? 'none') !== 'none',
  );
  const errorCount = Object.keys(view.errors).length;
  return (
    <form
      method="post"
      action={checklistAction(view)}
      encType="multipart/form-data"
      aria-labelledby="checklist-step-title"
      noValidate
    >
      <input type="hidden" name="step" value={view.step} />
      <input type="hidden" name="key" value={view.key} />
      {carried.map((name) => (
        <input key={name} type="hidden" name={name} value={view.values[name]} />
      ))}
      <h2 id="checklist-step-title" className={styles.progress}>
        {`Step ${index + 1} of ${checklistSteps.length}: ${checklistStepTitles[view.step]}`}
      </h2>
      {view.formError || errorCount > 0 ? (
        <div className={styles.flags} role="alert">
          <p className={styles.flagsTitle}>{view.formError ?? 'Some answers need fixing:'}</p>
          {errorCount > 0 ? (
            <ul>
              {Object.entries(view.errors).map(([field, message]) => (
                <li key={field}>
                  <a href={`#cl-${field.replace(/[^a-zA-Z0-9-]/g, '-')}`}>{message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {view.step === 'systems' ? <SystemsSection units={units} form={form} /> : null}
      {view.step === 'tests' ? <TestsSection units={units} form={form} /> : null}
      {view.step === 'handover' ? <HandoverSection form={form} allOldFields /> : null}
      {view.step !== 'systems' ? <ChecklistFlags flags={view.flags} /> : null}
      {last ? (
        <>
          <Review view={view} />
          <fieldset className={styles.system}>
            <legend>Photos</legend>
            {view.errors.photos ? null : (
              <p className={styles.status}>Take each photo with the phone’s camera.</p>
            )}
            {photoKinds.map((kind) => (
              <PhotoInput key={kind} kind={kind} error={view.errors[`photo.${kind}`]} />
            ))}
          </fieldset>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" name="go" value={last ? 'send' : 'next'} size="lg">
          {last
            ? 'Send the checklist'
            : `Next: ${checklistStepTitles[checklistSteps[index + 1] ?? 'photos']}`}
        </Button>
        {index > 0 ? (
          <Button type="submit" name="go" value="back" variant="secondary">
            Back
          </Button>
        ) : null}
      </div>
    </form>
  );
}
