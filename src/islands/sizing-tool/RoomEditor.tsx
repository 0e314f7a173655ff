import { Button } from '../../components/ui/Button';
import type { DraftErrors, RoomDraft } from '../../lib/sizing/draft.ts';
import { roomTypeLabels } from '../../lib/sizing/loads.ts';
import { roomTypes } from '../../schemas/sizing.ts';
import { NumberField, RadioGroup, SelectField } from './fields';
import styles from './SizingTool.module.css';

export interface RoomEditorProps {
  /** Position in the list, from 0. */
  index: number;
  /** The room's label, e.g. "Bedroom 2". */
  label: string;
  room: RoomDraft;
  errors: DraftErrors;
  /** Absent when the room is the only one. */
  onRemove?: () => void;
  onChange(room: RoomDraft): void;
}

const typeOptions = roomTypes.map((type) => ({ value: type, label: roomTypeLabels[type] }));
const measureOptions = [
  { value: 'dimensions', label: 'Length and width' },
  { value: 'area', label: 'Floor area' },
] as const;

/** One room: what it is used for, its size and its ceiling height. */
export function RoomEditor({ index, label, room, errors, onRemove, onChange }: RoomEditorProps) {
  const id = (field: string) => `sizing-rooms.${index}.${field}`;
  const error = (field: string) => errors[`rooms.${index}.${field}`];
  const set = (patch: Partial<RoomDraft>) => onChange({ ...room, ...patch });
  return (
    <fieldset className={styles.room}>
      <legend className={styles.roomLegend}>
        Room {index + 1}: {label}
      </legend>
      <div className={styles.roomGrid}>
        <SelectField
          id={id('type')}
          label="Used as"
          value={room.type}
          options={typeOptions}
          onChange={(type) => set({ type })}
        />
        <RadioGroup
          id={id('measure')}
          name={id('measure')}
          legend="Measure by"
          value={room.measure}
          options={measureOptions}
          onChange={(measure) => set({ measure })}
        />
      </div>
      <div className={styles.roomGrid}>
        {room.measure === 'dimensions' ? (
          <>
            <NumberField
              id={id('length')}
              label="Length"
              unit="m"
              value={room.length}
              error={error('length')}
              onChange={(length) => set({ length })}
            />
            <NumberField
              id={id('width')}
              label="Width"
              unit="m"
              value={room.width}
              error={error('width')}
              onChange={(width) => set({ width })}
            />
          </>
        ) : (
          <NumberField
            id={id('area')}
            label="Floor area"
            unit="m²"
            value={room.area}
            error={error('area')}
            onChange={(area) => set({ area })}
          />
        )}
        <NumberField
          id={id('ceiling')}
          label="Ceiling height"
          unit="m"
          value={room.ceiling}
          error={error('ceiling')}
          onChange={(ceiling) => set({ ceiling })}
        />
      </div>
      {onRemove ? (
        <Button variant="ghost" onClick={onRemove}>
          Remove {label.toLowerCase()}
        </Button>
      ) : null}
    </fieldset>
  );
}
