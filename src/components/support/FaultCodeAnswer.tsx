import {
  COMES_BACK_LIMIT,
  faultSeverityLabels,
  keepUsingLabels,
  serviceRequestHref,
} from '../../lib/fault-codes';
import type { FaultCode } from '../../schemas/fault-code';
import { Badge } from '../ui/Badge';
import { ButtonLink } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './FaultCodeAnswer.module.css';

export interface FaultCodeAnswerProps {
  fault: FaultCode;
  /** Where the code shows on this family's controllers. */
  whereShown: string;
}

const severityTone = { advice: 'success', service: 'warning', urgent: 'accent' } as const;
const keepUsingTone = { yes: 'success', 'with-care': 'warning', no: 'danger' } as const;

/**
 * One fault code's answer on one screen: what it means, whether the unit may be used, what the owner
 * can safely try (and its limit) and, when it needs a technician, the service request with the code
 * filled in (also from the severity badge, which names that action). The model joins those links
 * in `<cirrus-service-link>` when the address names one.
 */
export function FaultCodeAnswer({ fault, whereShown }: FaultCodeAnswerProps) {
  const severity = faultSeverityLabels[fault.severity];
  return (
    <div className={styles.answer}>
      {severity.technician ? (
        // The severity names the action ("Book a service"), so it is the link to it.
        <cirrus-service-link className={styles.severity}>
          <Badge tone={severityTone[fault.severity]} href={serviceRequestHref({ code: fault.code })}>
            {severity.label}
          </Badge>
        </cirrus-service-link>
      ) : (
        <p className={styles.severity}>
          <Badge tone={severityTone[fault.severity]}>{severity.label}</Badge>
        </p>
      )}
      <p className={styles.meaning}>{fault.meaning}</p>
      <Callout tone={keepUsingTone[fault.keepUsing]} title="Can I keep using it?">
        <p>{keepUsingLabels[fault.keepUsing]}</p>
      </Callout>
      <h2 className={styles.heading}>What you can safely try</h2>
      <ol className={styles.steps}>
        {fault.ownerCanTry.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.limit}>{COMES_BACK_LIMIT}</p>
      <cirrus-service-link className={styles.actions}>
        <ButtonLink
          href={serviceRequestHref({ code: fault.code })}
          variant={severity.technician ? 'primary' : 'secondary'}
          size="lg"
        >
          {severity.technician ? 'Book a technician for this fault' : 'Book a service'}
        </ButtonLink>
      </cirrus-service-link>
      <p className={styles.where}>Where the code shows: {whereShown}</p>
    </div>
  );
}
