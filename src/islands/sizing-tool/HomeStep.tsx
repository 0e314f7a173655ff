import { insulationOptions, orientationOptions, shadingOptions } from './copy';
import { RadioGroup } from './fields';
import type { StepProps } from './SpaceStep';

/** Step 2: insulation, which way the main windows face, and their shading. */
export function HomeStep({ draft, onChange }: StepProps) {
  return (
    <>
      <RadioGroup
        id="sizing-insulation"
        name="insulation"
        legend="Insulation"
        value={draft.insulation}
        options={insulationOptions}
        onChange={(insulation) => onChange({ insulation })}
      />
      <RadioGroup
        id="sizing-orientation"
        name="orientation"
        legend="Which way do the main windows face?"
        hint="West-facing glass takes the afternoon sun: the hardest heat to beat."
        value={draft.orientation}
        options={orientationOptions}
        onChange={(orientation) => onChange({ orientation })}
      />
      <RadioGroup
        id="sizing-shading"
        name="shading"
        legend="How well are those windows shaded in summer?"
        value={draft.shading}
        options={shadingOptions}
        onChange={(shading) => onChange({ shading })}
      />
    </>
  );
}
