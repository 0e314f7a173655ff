import { Button } from '../../components/ui/Button';
import { type DraftErrors, newRoom, type SizingDraft } from '../../lib/sizing/draft.ts';
import { roomLabels } from '../../lib/sizing/loads.ts';
import { MAX_ROOMS } from '../../schemas/sizing.ts';
import { NumberField, RadioGroup } from './fields';
import { RoomEditor } from './RoomEditor';

export interface StepProps {
  draft: SizingDraft;
  errors: DraftErrors;
  onChange(patch: Partial<SizingDraft>): void;
}

const spaceOptions = [
  { value: 'rooms', label: 'Room by room' },
  { value: 'home', label: 'The whole home by floor area' },
] as const;

/** Step 1: the rooms to condition, or the whole home's floor area. */
export function SpaceStep({ draft, errors, onChange }: StepProps) {
  const labels = roomLabels(draft.rooms.map((room) => room.type));
  const addRoom = () => {
    onChange({ rooms: [...draft.rooms, newRoom()] });
    // Focus the new room's first control once it is on screen.
    requestAnimationFrame(() => document.getElementById(`sizing-rooms.${draft.rooms.length}.type`)?.focus());
  };
  return (
    <>
      <RadioGroup
        id="sizing-space"
        name="space"
        legend="Size the home"
        value={draft.space}
        options={spaceOptions}
        onChange={(space) => onChange({ space })}
      />
      {draft.space === 'home' ? (
        <>
          <NumberField
            id="sizing-home.area"
            label="Floor area to heat or cool"
            unit="m²"
            hint="Leave out the garage. A three-bedroom house is often 120 to 180 m²."
            value={draft.homeArea}
            error={errors['home.area']}
            onChange={(homeArea) => onChange({ homeArea })}
          />
          <NumberField
            id="sizing-home.ceiling"
            label="Ceiling height"
            unit="m"
            value={draft.homeCeiling}
            error={errors['home.ceiling']}
            onChange={(homeCeiling) => onChange({ homeCeiling })}
          />
        </>
      ) : (
        <>
          {draft.rooms.map((room, index) => (
            <RoomEditor
              // Rooms have no identity beyond their place in the list.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place by position
              key={index}
              index={index}
              label={labels[index] ?? 'Room'}
              room={room}
              errors={errors}
              onChange={(changed) =>
                onChange({ rooms: draft.rooms.map((other, at) => (at === index ? changed : other)) })
              }
              onRemove={
                draft.rooms.length > 1
                  ? () => {
                      onChange({ rooms: draft.rooms.filter((_, at) => at !== index) });
                      requestAnimationFrame(() => document.getElementById('sizing-add-room')?.focus());
                    }
                  : undefined
              }
            />
          ))}
          {draft.rooms.length < MAX_ROOMS ? (
            <Button id="sizing-add-room" variant="secondary" onClick={addRoom}>
              Add a room
            </Button>
          ) : (
            <p>That is the most rooms the tool sizes at once. For a larger home, size it by floor area.</p>
          )}
        </>
      )}
    </>
  );
}
