import type { HomeCareReminder, HomeUnit } from '#lib/my-home/view.ts';
import { Button } from '../ui/Button';
import styles from './MyHome.module.css';

export interface CareProps {
  unit: HomeUnit;
  /** A care form of this unit's refused, with why. */
  error?: { kind: HomeCareReminder['kind']; message: string } | undefined;
}

const doneLabel = { filter: 'Mark filters cleaned', service: 'Mark service done' } as const;

/** One of the unit's forms: a full-load post to My home, as the sign-in forms are. */
function CareForm({
  unit,
  reminder,
  action,
  label,
  children,
}: {
  unit: HomeUnit;
  reminder: HomeCareReminder;
  action: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action="/my-home"
      encType="application/x-www-form-urlencoded"
      data-astro-reload
      aria-label={label}
    >
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="unit" value={unit.key} />
      <input type="hidden" name="kind" value={reminder.kind} />
      {children}
    </form>
  );
}

/** A reminder: when it is next due, and marking it done, moving it, turning it off or on. */
function Reminder({ unit, reminder, error }: { unit: HomeUnit; reminder: HomeCareReminder; error?: string }) {
  const id = `care-${unit.key}-${reminder.kind}`;
  const errorId = `${id}-error`;
  return (
    <section className={styles.reminder} aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>
        {reminder.title} <span className={styles.model}>({reminder.every})</span>
      </h5>
      <p>
        {reminder.enabled
          ? reminder.overdue
            ? `Due since ${reminder.due}.`
            : reminder.dueToday
              ? 'Due today.'
              : `Next reminder: ${reminder.due}.`
          : 'Reminder off: we will not email you about it.'}
        {reminder.doneOn ? ` Last done ${reminder.doneOn}.` : ''}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <CareForm
        unit={unit}
        reminder={reminder}
        action="care-done"
        label={`${doneLabel[reminder.kind]}: ${unit.name}`}
      >
        <Button type="submit">{doneLabel[reminder.kind]}</Button>
      </CareForm>
      <CareForm
        unit={unit}
        reminder={reminder}
        action="care-move"
        label={`Move the reminder: ${reminder.title}, ${unit.name}`}
      >
        <span className={styles.moveField}>
          <label htmlFor={`${id}-date`}>Remind me on</label>
          <input
            id={`${id}-date`}
            type="date"
            name="date"
            required
            min={reminder.today}
            max={reminder.latest}
            defaultValue={reminder.dueDate}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </span>
        <Button type="submit" variant="secondary">
          Move reminder
        </Button>
      </CareForm>
      <CareForm
        unit={unit}
        reminder={reminder}
        action={reminder.enabled ? 'care-off' : 'care-on'}
        label={`${reminder.enabled ? 'Turn off' : 'Turn on'}: ${reminder.title}, ${unit.name}`}
      >
        <Button type="submit" variant="secondary">
          {reminder.enabled ? 'Turn reminder off' : 'Turn reminder on'}
        </Button>
      </CareForm>
    </section>
  );
}

/** The unit's care: its filter and service reminders. */
export function Care({ unit, error }: CareProps) {
  if (unit.care.length === 0) return null;
  return (
    <section className={styles.care} id={`care-${unit.key}`} aria-labelledby={`care-${unit.key}-heading`}>
      <h4 id={`care-${unit.key}-heading`}>Care reminders</h4>
      {unit.care.map((reminder) => (
        <Reminder
          key={reminder.kind}
          unit={unit}
          reminder={reminder}
          {...(error && error.kind === reminder.kind ? { error: error.message } : {})}
        />
      ))}
    </section>
  );
}
