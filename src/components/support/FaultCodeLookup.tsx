import { FAULT_CODE_LOOKUP_PATH, systemChoice } from '../../lib/fault-codes';
import type { FaultCodeFamilyModels } from '../../lib/server-only/fault-codes';
import { ErrorSummary } from '../forms/ErrorSummary';
import fieldStyles from '../forms/FormField.module.css';
import formStyles from '../forms/LeadForm.module.css';
import { Button } from '../ui/Button';

export interface FaultCodeLookupProps {
  /** Every controller family with its models. */
  choices: readonly FaultCodeFamilyModels[];
  /** The system chosen already (`wall` or `wall:MODEL`), e.g. from the product page's link. */
  system?: string | undefined;
  /** The code as typed, kept when the lookup is answered with a problem. */
  code?: string | undefined;
  /** What was wrong with the lookup, by field. */
  problems?: readonly { field: 'system' | 'code'; message: string }[];
  /** Ask for the code only, for this system (a product page: `wall:MODEL`). */
  fixedSystem?: { value: string; label: string } | undefined;
}

const ID = 'fault-lookup';

/**
 * The fault code lookup: a plain GET form (model or type of system, and the code), answered by the
 * code's own page; it works without JavaScript, and offline once the catalogue is kept.
 */
export function FaultCodeLookup({ choices, system, code, problems = [], fixedSystem }: FaultCodeLookupProps) {
  const problemOf = (field: 'system' | 'code') =>
    problems.find((problem) => problem.field === field)?.message;
  const systemProblem = problemOf('system');
  const codeProblem = problemOf('code');
  return (
    <form
      method="get"
      action={FAULT_CODE_LOOKUP_PATH}
      className={formStyles.form}
      aria-label="Look up a fault code"
    >
      {problems.length > 0 ? (
        <ErrorSummary
          items={problems.map((problem) => ({ href: `#${ID}-${problem.field}`, message: problem.message }))}
        />
      ) : null}
      {fixedSystem ? (
        <input type="hidden" name="system" value={fixedSystem.value} />
      ) : (
        <div className={`${fieldStyles.field} ${systemProblem ? fieldStyles.invalid : ''}`}>
          <label className={fieldStyles.label} htmlFor={`${ID}-system`}>
            Your model or type of system
          </label>
          <p className={fieldStyles.hint} id={`${ID}-system-hint`}>
            The model number is on the rating plate on the side of the indoor unit (or of the heater or
            cooler).
          </p>
          {systemProblem ? (
            <p className={fieldStyles.error} id={`${ID}-system-error`}>
              {systemProblem}
            </p>
          ) : null}
          <select
            id={`${ID}-system`}
            name="system"
            required
            className={fieldStyles.control}
            defaultValue={system ?? ''}
            aria-invalid={systemProblem ? true : undefined}
            aria-describedby={`${ID}-system-hint${systemProblem ? ` ${ID}-system-error` : ''}`}
          >
            <option value="">Choose your model or type of system</option>
            <optgroup label="Type of system">
              {choices.map((choice) => (
                <option key={choice.family} value={systemChoice(choice.family)}>
                  {choice.title}
                </option>
              ))}
            </optgroup>
            {choices.map((choice) => (
              <optgroup key={choice.family} label={choice.title}>
                {choice.models.map((model) => (
                  <option key={model.slug} value={systemChoice(choice.family, model.model)}>
                    {model.name} ({model.model})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      <div className={`${fieldStyles.field} ${codeProblem ? fieldStyles.invalid : ''}`}>
        <label className={fieldStyles.label} htmlFor={`${ID}-code`}>
          {fixedSystem ? `Code on the display of your ${fixedSystem.label}` : 'Code on the display'}
        </label>
        <p className={fieldStyles.hint} id={`${ID}-code-hint`}>
          As it shows, for example E6 or F3.
        </p>
        {codeProblem ? (
          <p className={fieldStyles.error} id={`${ID}-code-error`}>
            {codeProblem}
          </p>
        ) : null}
        <input
          id={`${ID}-code`}
          name="code"
          type="text"
          required
          maxLength={8}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={fieldStyles.control}
          defaultValue={code ?? ''}
          aria-invalid={codeProblem ? true : undefined}
          aria-describedby={`${ID}-code-hint${codeProblem ? ` ${ID}-code-error` : ''}`}
        />
      </div>
      <Button type="submit" size="lg">
        Show what it means
      </Button>
    </form>
  );
}
