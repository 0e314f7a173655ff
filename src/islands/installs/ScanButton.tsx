import { useState } from 'react';
import fieldStyles from '../../components/forms/FormField.module.css';
import styles from '../../components/installs/Checklist.module.css';
import { fieldId } from '../../components/installs/ChecklistFields';

/**
 * "Scan" beside a serial: the camera opens (`capture=environment`), and the barcode in the photo of
 * the plate fills the field. The photo is read on the phone and never kept or sent.
 */
export function ScanButton({
  name,
  label,
  onSerial,
}: {
  name: string;
  label: string;
  onSerial: (serial: string) => void;
}) {
  const [status, setStatus] = useState('');
  const id = `${fieldId(name)}-scan`;
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className={`visually-hidden ${fieldStyles.cameraInput}`}
        aria-describedby={`${id}-status`}
        onChange={async (event) => {
          const photo = event.target.files?.[0];
          event.target.value = '';
          if (!photo) return;
          setStatus('Reading the barcode…');
          try {
            const { scanSerial } = await import('./serial-scan');
            const serial = await scanSerial(photo);
            if (serial) {
              onSerial(serial);
              setStatus(`Read ${serial}`);
            } else setStatus('No barcode found: take the photo closer, or type the serial');
          } catch {
            setStatus('The barcode could not be read here: type the serial');
          }
        }}
      />
      <label htmlFor={id} className={`${fieldStyles.cameraButton} ${styles.scan}`}>
        Scan<span className="visually-hidden"> the {label.toLowerCase()} barcode</span>
      </label>
      <span id={`${id}-status`} className={styles.scanStatus} role="status">
        {status}
      </span>
    </>
  );
}
