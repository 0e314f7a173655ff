import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { FieldConstraints } from '../../lib/lead-forms/form-view';
import type { BreadcrumbItem } from '../../lib/seo';
import type { ServiceStage, ServiceStatusResult, ServiceStatusView } from '../../lib/service/status-view';
import type { Page } from '../../schemas/page';
import formStyles from '../forms/LeadForm.module.css';
import { StatusLookupPage } from '../forms/StatusLookupForm';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';

export interface ServiceStatusProps {
  page: Page;
  crumbs: readonly BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: ServiceStatusView;
  today: string;
}

const fields: Readonly<Record<'reference' | 'postcode', FieldUi>> = {
  reference: {
    label: 'Reference',
    hint: 'From your confirmation email, e.g. CC-7K2M9Q',
    width: 'medium',
    autoComplete: 'off',
  },
  postcode: {
    label: 'Postcode',
    hint: 'Where the system is installed, as you gave it with the request',
    width: 'short',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
};

const headings: Readonly<Record<ServiceStage, string>> = {
  'finding-agent': 'Our service team is arranging a technician',
  'waiting-for-agent': 'With a service agent',
  accepted: 'Accepted: your agent will offer visit times',
  'choose-window': 'Choose a time for the visit',
  booked: 'Visit booked',
  done: 'Visit done',
};

const outcomes = {
  fixed: 'Fixed: the system is working again.',
  'part-ordered': 'A part is on order: the agent will call you to book the visit to fit it.',
  'not-covered': 'Not covered by the warranty: the agent has explained the cost of the repair.',
} as const;

/** The offered windows as a choice (works without JavaScript: it posts back to this page). */
function ChooseWindow({ result, postcode }: { result: ServiceStatusResult; postcode: string }) {
  return (
    <form
      method="post"
      action="/service/status"
      encType="application/x-www-form-urlencoded"
      className={formStyles.form}
      aria-label="Choose a visit time"
    >
      <input type="hidden" name="reference" value={result.reference} />
      <input type="hidden" name="postcode" value={postcode} />
      <fieldset>
        <legend>When should the technician come?</legend>
        {result.windows.map((window, index) => (
          <div key={window}>
            <input type="radio" id={`window-${index}`} name="window" value={index} required />{' '}
            <label htmlFor={`window-${index}`}>{window}</label>
          </div>
        ))}
      </fieldset>
      <Button type="submit">Book this time</Button>
    </form>
  );
}

function Result({
  result,
  postcode,
  booked,
}: {
  result: ServiceStatusResult | null;
  postcode: string;
  booked: boolean;
}) {
  if (!result) {
    return (
      <Callout tone="warning" title="No service request found" role="status">
        <p>
          We couldn’t find a service request with that reference and postcode. Check both against your
          confirmation email; if you sent it in the last few minutes, try again shortly.
        </p>
      </Callout>
    );
  }
  const chosen = result.chosenWindow === null ? undefined : result.windows[result.chosenWindow];
  return (
    <>
      <Callout
        tone={result.stage === 'done' || result.stage === 'booked' ? 'success' : 'info'}
        title={headings[result.stage]}
        role="status"
      >
        <p>
          Service request <strong>{result.reference}</strong>
          {result.agent ? ` with ${result.agent.name}, ${result.agent.suburb} (${result.agent.phone})` : ''}.
        </p>
        {result.respondBy ? <p>They respond by {result.respondBy}.</p> : null}
        {booked ? <p>Thank you: your time is booked and the agent can see it.</p> : null}
        {chosen ? <p>Booked for {chosen}.</p> : null}
        {result.outcome ? <p>{outcomes[result.outcome]}</p> : null}
        {result.outcomeNote ? <p>The technician’s note: {result.outcomeNote}</p> : null}
      </Callout>
      {result.stage === 'choose-window' ? <ChooseWindow result={result} postcode={postcode} /> : null}
    </>
  );
}

/** The service status page: the form (reference and postcode), then what was found. */
export function ServiceStatus(props: ServiceStatusProps) {
  const { view } = props;
  return (
    <StatusLookupPage
      {...props}
      form={{
        action: '/service/status',
        label: 'Check a service request',
        idPrefix: 'service-status',
        fields,
        submitLabel: 'Check my request',
      }}
      result={
        view.result !== undefined ? (
          <Result result={view.result} postcode={view.values.postcode ?? ''} booked={Boolean(view.booked)} />
        ) : null
      }
    />
  );
}
