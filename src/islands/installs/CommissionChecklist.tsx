/**
 * The technician's checklist on the phone: the whole of it at once, every answer and photo kept on
 * the device as it is given (./device-copy.ts), the results outside the manual shown live, and Send
 * posting the multipart to the job's endpoint. Offline, it says what is waiting and sends once by
 * itself when the connection is back; after the server has it, the device copy is deleted. Until it
 * hydrates (and without JavaScript) it is the step-by-step form.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from '../../components/installs/Checklist.module.css';
import { ChecklistFlags, type ChecklistForm } from '../../components/installs/ChecklistFields';
import {
  HandoverSection,
  PhotoInput,
  SystemsSection,
  TestsSection,
} from '../../components/installs/ChecklistSections';
import { ChecklistSteps } from '../../components/installs/ChecklistSteps';
import { Button } from '../../components/ui/Button';
import {
  type ChecklistPhotoKind,
  latitudeField,
  longitudeField,
  photoField,
  photoKindsFor,
  takenAtField,
  unitField,
} from '../../lib/installs/checklist-fields';
import { checklistFlags } from '../../lib/installs/checklist-flags';
import type { ChecklistView } from '../../lib/installs/checklist-view';
import { serialMatches } from '../../lib/installs/commissioning';
import {
  type DeviceChecklist,
  type DevicePhoto,
  deleteDeviceCopy,
  readDeviceCopy,
  saveDeviceCopy,
} from './device-copy';
import { phonePhoto } from './phone-photo';
import { ScanButton } from './ScanButton';

type Sending =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'waiting' }
  | { state: 'refused'; message: string }
  | { state: 'sent'; flags: string[] };

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

/** Where the phone is now, when the technician allows it (never read from the photo's file). */
function currentPlace(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 },
    ),
  );
}

/** The checklist as the endpoint reads it: the answers, the key, each photo with its time and place. */
function formDataOf(copy: DeviceChecklist): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(copy.values)) if (value.trim() !== '') data.set(name, value);
  data.set('key', copy.key);
  for (const [kind, photo] of Object.entries(copy.photos) as [ChecklistPhotoKind, DevicePhoto][]) {
    data.set(takenAtField(kind), photo.takenAt);
    if (photo.latitude !== null && photo.longitude !== null) {
      data.set(latitudeField(kind), String(photo.latitude));
      data.set(longitudeField(kind), String(photo.longitude));
    }
    data.set(photoField(kind), photo.blob, `${kind}.jpg`);
  }
  return data;
}

export function CommissionChecklist({ view }: { view: ChecklistView }) {
  const [copy, setCopy] = useState<DeviceChecklist | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<Sending>({ state: 'editing' });
  const copyRef = useRef<DeviceChecklist | null>(null);
  const inFlight = useRef(false);
  const units = view.details?.units ?? [];

  /** Keeps the copy in the page and on the device (a failed save is tried again with the next change). */
  const keep = useCallback(
    (next: DeviceChecklist) => {
      copyRef.current = next;
      setCopy(next);
      void saveDeviceCopy(view.job, next).catch(() => undefined);
    },
    [view.job],
  );

  const send = useCallback(async () => {
    const current = copyRef.current;
    if (!current || inFlight.current) return;
    const requested = { ...current, sendRequested: true };
    keep(requested);
    if (!navigator.onLine) {
      setSending({ state: 'waiting' });
      return;
    }
    inFlight.current = true;
    setSending({ state: 'sending' });
    try {
      const response = await fetch(
        `/api/installs/commission?${new URLSearchParams({ job: view.job, token: view.token })}`,
        { method: 'POST', body: formDataOf(requested), credentials: 'same-origin' },
      );
      const answer = (await response.json().catch(() => ({}))) as {
        flags?: string[];
        message?: string;
        errors?: Record<string, string>;
      };
      if (response.ok) {
        await deleteDeviceCopy(view.job).catch(() => undefined);
        setSending({ state: 'sent', flags: answer.flags ?? [] });
        return;
      }
      if (response.status >= 500 || response.status === 429 || response.status === 408) {
        setSending({ state: 'waiting' });
        return;
      }
      keep({ ...requested, sendRequested: false });
      setErrors(answer.errors ?? {});
      setSending({ state: 'refused', message: answer.message ?? 'The checklist could not be sent' });
    } catch {
      // No connection (or it dropped while sending): it waits, and goes when the phone is back online.
      setSending({ state: 'waiting' });
    } finally {
      inFlight.current = false;
    }
  }, [keep, view.job, view.token]);

  useEffect(() => {
    let live = true;
    void readDeviceCopy(view.job)
      .catch(() => undefined)
      .then((stored) => {
        if (!live) return;
        const start: DeviceChecklist = stored ?? {
          values: { ...view.values },
          key: crypto.randomUUID(),
          sendRequested: false,
          photos: {},
        };
        copyRef.current = start;
        setCopy(start);
        if (start.sendRequested) void send();
      });
    const online = () => {
      if (copyRef.current?.sendRequested) void send();
    };
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [view.job, view.values, send]);

  if (!copy) return <ChecklistSteps view={view} />;
  if (sending.state === 'sent')
    return (
      <div role="status">
        <h2>Checklist sent</h2>
        <p>The commissioning record is stored, and the owner has been mailed to confirm the installation.</p>
        <ChecklistFlags flags={sending.flags} />
      </div>
    );

  const values = copy.values;
  const liveErrors: Record<string, string> = {};
  units.forEach((unit, index) => {
    for (const [field, format, which] of [
      ['indoorSerial', unit.indoor, 'indoor unit'],
      ['outdoorSerial', unit.outdoor, 'outdoor unit'],
    ] as const) {
      const serial = values[unitField(index, field)]?.trim();
      if (format && serial && !serialMatches(serial, format))
        liveErrors[unitField(index, field)] = `Not in the ${which}’s serial format, e.g. ${format.example}`;
    }
  });
  const form: ChecklistForm = {
    value: (name) => values[name] ?? '',
    error: (name) => errors[name] ?? liveErrors[name],
    change: (name, value) => {
      setErrors(({ [name]: _, ...rest }) => rest);
      const current = copyRef.current ?? copy;
      keep({ ...current, values: { ...current.values, [name]: value } });
    },
  };
  const photoKinds = photoKindsFor(
    units.some((unit) => unit.outdoor),
    (values['oldSystem.kind'] ?? 'none') !== 'none',
  );
  const photos = photoKinds.filter((kind) => copy.photos[kind]).length;
  const takePhoto = async (kind: ChecklistPhotoKind, file: File) => {
    const takenAt = new Date().toISOString();
    const [place, blob] = await Promise.all([currentPlace(), phonePhoto(file)]);
    const current = copyRef.current ?? copy;
    setErrors(({ [photoField(kind)]: _, photos: __, ...rest }) => rest);
    keep({
      ...current,
      photos: {
        ...current.photos,
        [kind]: {
          blob,
          takenAt,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
        },
      },
    });
  };
  const flags = checklistFlags(units, values);
  const waitingWords = `Waiting for a connection: the checklist and ${photos} ${photos === 1 ? 'photo is' : 'photos are'} kept on this phone. It is sent by itself when the phone is back online.`;

  return (
    <form
      aria-label="Commissioning checklist"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <p className={styles.status}>
        Everything you enter is kept on this phone until it is sent, even offline.
      </p>
      <h2>Systems and serials</h2>
      <SystemsSection
        units={units}
        form={form}
        scan={(name) => (
          <ScanButton
            name={name}
            label={
              name.endsWith('outdoorSerial') ? 'Outdoor unit serial number' : 'Indoor unit serial number'
            }
            onSerial={(serial) => form.change?.(name, serial)}
          />
        )}
      />
      <h2>Refrigerant tests</h2>
      <TestsSection units={units} form={form} />
      <ChecklistFlags flags={flags} />
      <h2>Handover and old system</h2>
      <HandoverSection form={form} allOldFields={false} />
      <h2>Photos</h2>
      <fieldset className={styles.system}>
        <legend>{`Taken: ${photos} of ${photoKinds.length}`}</legend>
        {errors.photos ? (
          <p className={styles.flagsTitle} role="alert">
            {errors.photos}
          </p>
        ) : null}
        {photoKinds.map((kind) => {
          const photo = copy.photos[kind];
          return (
            <PhotoInput
              key={kind}
              kind={kind}
              error={errors[photoField(kind)]}
              taken={
                photo
                  ? `Taken at ${timeOf(photo.takenAt)}${photo.latitude !== null ? ', with its location' : ''}`
                  : undefined
              }
              onPhoto={(file) => void takePhoto(kind, file)}
            />
          );
        })}
      </fieldset>
      <div aria-live="polite">
        {sending.state === 'waiting' ? <p className={styles.flagsTitle}>{waitingWords}</p> : null}
        {sending.state === 'sending' ? <p className={styles.status}>Sending…</p> : null}
        {sending.state === 'refused' ? (
          <div className={styles.flags} role="alert">
            <p className={styles.flagsTitle}>{sending.message}</p>
            <ul>
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={sending.state === 'sending'}>
          Send the checklist
        </Button>
      </div>
    </form>
  );
}
