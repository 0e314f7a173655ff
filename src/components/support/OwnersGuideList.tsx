import { ownersGuidePath } from '../../lib/owners-guide/paths';
import type { FaultCodeModel } from '../../lib/server-only/fault-codes';

export interface OwnersGuideListProps {
  models: readonly FaultCodeModel[];
}

/** Each model's owner's guide (PDF), by name and model number. */
export function OwnersGuideList({ models }: OwnersGuideListProps) {
  return (
    <ul>
      {models.map((model) => (
        <li key={model.slug}>
          <a href={ownersGuidePath(model)} type="application/pdf">
            Owner’s guide: {model.name} ({model.model}, PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
