import { scopeOptions, wantOptions } from './copy';
import { RadioGroup } from './fields';
import type { StepProps } from './SpaceStep';

/** Step 4: cooling, heating or both; and, for rooms, one system or one per room. */
export function NeedsStep({ draft, onChange }: StepProps) {
  return (
    <>
      <RadioGroup
        id="sizing-want"
        name="want"
        legend="What do you want the system to do?"
        value={draft.want}
        options={wantOptions}
        onChange={(want) => onChange({ want })}
      />
      {draft.space === 'rooms' ? (
        <RadioGroup
          id="sizing-scope"
          name="scope"
          legend="How should the rooms be served?"
          value={draft.scope}
          options={scopeOptions}
          onChange={(scope) => onChange({ scope })}
        />
      ) : null}
    </>
  );
}
