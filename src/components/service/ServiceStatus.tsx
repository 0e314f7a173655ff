import { telHref } from '../../lib/dealer-format';
import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { FieldConstraints } from '../../lib/lead-forms/form-view';
import type { BreadcrumbItem } from '../../lib/seo';
import { OWNER_CHANGE_CUTOFF_HOURS } from '../../lib/service/booking-rules';
import type {
  BookingStepAnswer,
  ServiceStage,
  ServiceStatusResult,
  ServiceStatusView,
} from '../../lib/service/status-view';
import type { Page } from '../../schemas/page';
import { FormField } from '../forms/FormField';
import formStyles from '../forms/LeadForm.module.css';
import { StatusLookupPage } from '../forms/StatusLookupForm';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';
import styles from './ServiceStatus.module.css';

export interface ServiceStatusProps {
  page: Page;
  crumbs: readonly BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: ServiceStatusView;
  today: string;
}

const fields: Readonly<Record<'reference' | 'postcode' | 'token', FieldUi>> = {
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
  // The owner's own link from their email: carried, never shown.
  token: { label: 'Your link', widget: 'hidden' },
};

const emailField: FieldUi = {
  label: 'Your email address',
  hint: 'The one you gave with the request. Or open this page from the link in our email.',
  inputMode: 'email',
  autoComplete: 'email',
  hideOptional: true,
};

const headings: Readonly<Record<ServiceStage, string>> = {
  'finding-agent': 'Our service team is arranging a technician',
  'waiting-for-agent': 'With a service agent',
  accepted: 'Accepted: your agent will offer visit times',
  'choose-window': 'Choose a time for the visit',
  'other-times-asked': 'You asked for other times',
  booked: 'Visit booked',
  done: 'Visit done',
  cancelled: 'Request cancelled',
};

const outcomes = {
  fixed: 'Fixed: the system is working again.',
  'part-ordered': 'A part is on order: the agent will call you to book the visit to fit it.',
  'not-covered': 'Not covered by the warranty: the agent has explained the cost of the repair.',
} as const;

const stepMessages: Readonly<Record<string, string>> = {
  booked: 'Thank you: your time is booked. The agent has been told, and we have emailed you the details.',
  changed: 'Your visit has its new time. The agent has been told, and we have emailed you the details.',
  cancelled: 'We have asked the agent for other times. We will email you when they offer them.',
  unchanged: 'Nothing changed: that is already how your visit stands.',
  withdrawn:
    'Your request is cancelled and the agent has been told. Glad it is working again: if the fault comes back, send a new request.',
  'not-owner':
    'We could not confirm this is your request. Open this page from the link in our latest email about it (links in earlier ones stop working when the request moves to another agent), or enter the email address you gave with the request.',
  'too-late': `The visit is less than ${OWNER_CHANGE_CUTOFF_HOURS} hours away: please phone the agent to change it.`,
  'window-passed': 'That time has already begun. Please choose another, or ask for other times.',
  'no-windows': 'There are no times to choose from just now.',
  done: 'This visit is already recorded.',
};

function StepMessage({ step }: { step: BookingStepAnswer }) {
  const key = 'done' in step ? step.done : step.refused;
  const refused = 'refused' in step;
  return (
    <Callout tone={refused ? 'warning' : 'success'} role={refused ? 'alert' : 'status'}>
      <p>{stepMessages[key]}</p>
    </Callout>
  );
}

interface ChooseWindowProps {
  result: ServiceStatusResult;
  values: ServiceStatusView['values'];
  ownerLink: boolean;
  constraints: Readonly<Record<string, FieldConstraints>>;
  emailError: string | undefined;
  today: string;
}

/**
 * The offered windows as a choice: book one, move a booked visit to another, or ask for other
 * times. It posts back to this page (works without JavaScript) and names its encoding, so the client
 * router re-sends it as the server reads it.
 */
function ChooseWindow({ result, values, ownerLink, constraints, emailError, today }: ChooseWindowProps) {
  const booked = result.chosenWindow !== null;
  const emailConstraints = constraints.email;
  return (
    <form
      method="post"
      action="/service/status"
      encType="application/x-www-form-urlencoded"
      className={`${formStyles.form} ${styles.chooser}`}
      aria-label={booked ? 'Change the visit time' : 'Choose a visit time'}
    >
      <input type="hidden" name="reference" value={result.reference} />
      <input type="hidden" name="postcode" value={values.postcode ?? ''} />
      {values.token ? <input type="hidden" name="token" value={values.token} /> : null}
      <fieldset className={styles.windows}>
        <legend>{booked ? 'Move the visit to another time' : 'When should the technician come?'}</legend>
        {result.windows.map((window, index) => (
          <div key={window} className={styles.window}>
            <input
              type="radio"
              id={`window-${index}`}
              name="window"
              value={index}
              required
              defaultChecked={result.chosenWindow === index}
            />
            <label htmlFor={`window-${index}`}>
              {window}
              {result.chosenWindow === index ? <span className={styles.current}> (booked)</span> : null}
            </label>
          </div>
        ))}
      </fieldset>
      {!ownerLink && emailConstraints ? (
        <FormField
          name="email"
          id="service-status-email"
          ui={emailField}
          constraints={{ ...emailConstraints, required: true }}
          value={values.email}
          error={emailError}
          today={today}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" name="action" value="book">
          {booked ? 'Change to this time' : 'Book this time'}
        </Button>
        <Button type="submit" variant="secondary" name="action" value="other-times" formNoValidate>
          {booked ? 'I can’t make it: ask for other times' : 'None of these suit me'}
        </Button>
      </div>
    </form>
  );
}

/**
 * "It's working again: cancel my request": the owner withdraws the request (with their link or the
 * email address they gave), and the agent is told. Posts back to this page without JavaScript.
 */
function CancelRequest({ result, values, ownerLink, constraints, emailError, today }: ChooseWindowProps) {
  const emailConstraints = constraints.email;
  return (
    <form
      method="post"
      action="/service/status"
      encType="application/x-www-form-urlencoded"
      className={`${formStyles.form} ${styles.chooser}`}
      aria-label="Cancel the request"
    >
      <input type="hidden" name="reference" value={result.reference} />
      <input type="hidden" name="postcode" value={values.postcode ?? ''} />
      {values.token ? <input type="hidden" name="token" value={values.token} /> : null}
      <p>Has the fault cleared by itself? Cancel the request and we tell the agent no visit is needed.</p>
      {!ownerLink && emailConstraints ? (
        <FormField
          name="email"
          id="service-cancel-email"
          ui={emailField}
          constraints={{ ...emailConstraints, required: true }}
          value={values.email}
          error={emailError}
          today={today}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" name="action" value="cancel">
          It’s working again: cancel my request
        </Button>
      </div>
    </form>
  );
}

function Result({
  result,
  view,
  constraints,
  today,
}: {
  result: ServiceStatusResult | null;
  view: ServiceStatusView;
  constraints: Readonly<Record<string, FieldConstraints>>;
  today: string;
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
  const canChoose = result.stage === 'choose-window' || (result.stage === 'booked' && !result.changeClosed);
  // Until the visit is recorded, or (booked) until the owner's changes close: then they phone.
  const canCancel =
    result.stage !== 'done' &&
    result.stage !== 'cancelled' &&
    !(result.stage === 'booked' && result.changeClosed);
  return (
    <>
      {view.step ? <StepMessage step={view.step} /> : null}
      <Callout
        tone={result.stage === 'done' || result.stage === 'booked' ? 'success' : 'info'}
        title={headings[result.stage]}
        role="status"
      >
        <p>
          Service request <strong>{result.reference}</strong>
          {result.agent ? (
            <>
              {` with ${result.agent.name}, ${result.agent.suburb}; phone `}
              <a href={telHref(result.agent.phone)}>{result.agent.phone}</a>
            </>
          ) : null}
          .
        </p>
        {result.respondBy ? <p>They respond by {result.respondBy}.</p> : null}
        {chosen && !result.outcome ? <p>Booked for {chosen}.</p> : null}
        {result.stage === 'booked' && result.changeUntil ? (
          <p>
            {result.changeClosed
              ? `The visit is less than ${OWNER_CHANGE_CUTOFF_HOURS} hours away: to change it, phone the agent.`
              : `You can change the time here until ${result.changeUntil}.`}
          </p>
        ) : null}
        {result.stage === 'other-times-asked' && result.agent ? (
          <p>{result.agent.name} will offer new times, and we will email you to choose one.</p>
        ) : null}
        {result.outcome ? <p>{outcomes[result.outcome]}</p> : null}
        {result.outcomeNote ? <p>The technician’s note: {result.outcomeNote}</p> : null}
      </Callout>
      {canChoose ? (
        <ChooseWindow
          result={result}
          values={view.values}
          ownerLink={Boolean(view.ownerLink)}
          constraints={constraints}
          emailError={view.errors.email}
          today={today}
        />
      ) : null}
      {canCancel ? (
        <CancelRequest
          result={result}
          values={view.values}
          ownerLink={Boolean(view.ownerLink)}
          constraints={constraints}
          emailError={view.errors.email}
          today={today}
        />
      ) : null}
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
          <Result result={view.result} view={view} constraints={props.constraints} today={props.today} />
        ) : null
      }
    />
  );
}
