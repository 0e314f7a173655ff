/**
 * A product's gallery in the editor: each picture as a card with its thumbnail, its kind ("Outdoor
 * unit") and its alt text, in the order the product page shows them, with the fit warnings of
 * image-fit.ts. Keystatic's own list names a row by text alone (`itemLabel`) and reorders by dragging,
 * so this field replaces the list: "Move earlier" and "Move later" buttons reorder with one click or
 * key press (WCAG 2.5.7), "Edit" opens the picture's own fields in its card, "Add picture" appends
 * one and opens it. The values are Keystatic's own: the same array, saved and checked as before.
 */
import { ActionButton, Button } from '@keystar/ui/button';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';
import type { ArrayField, ComponentSchema } from '@keystatic/core';
import { type ReactElement, useEffect, useId, useState } from 'react';
import type { ImageSlot } from './image-fit.ts';
import { listItemLabel } from './list-item-label.ts';
import { type ChosenImage, FitWarnings, useNaturalSize, useObjectUrl } from './picture-preview.tsx';

/** One field of a picture, as Keystatic hands it to the list (value, change, field). */
interface PartProps {
  value: unknown;
  onChange(value: unknown): void;
  schema: ComponentSchema & {
    Input?(props: object): ReactElement | null;
    validate?(value: unknown): unknown;
  };
}

interface PictureProps {
  key: string;
  fields: Record<string, PartProps>;
}

interface GalleryProps {
  elements: readonly PictureProps[];
  onChange(value: readonly { key: string | undefined }[]): void;
  schema: { label: string; description?: string; validation?: { length?: { min?: number; max?: number } } };
  autoFocus: boolean;
  forceValidation: boolean;
}

/** Whether a picture's fields would be refused on save (its card then opens to show why). */
function isInvalid(picture: PictureProps): boolean {
  return Object.values(picture.fields).some((part) => {
    try {
      part.schema.validate?.(part.value);
      return false;
    } catch {
      return true;
    }
  });
}

/** The array of keys with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const buttonId = (key: string, action: 'earlier' | 'later') => `picture-${key}-${action}`;

/** The picture's thumbnail, from the card's object URL (one per picture: the bytes are copied once). */
function Thumbnail({ url }: { url: string | undefined }) {
  const frame = { width: 128, height: 96, borderRadius: 6, flexShrink: 0 };
  return url ? (
    // The card's text says what it shows: the thumbnail itself is decorative here.
    <img src={url} alt="" decoding="async" style={{ ...frame, objectFit: 'cover', background: '#f1f1f1' }} />
  ) : (
    <div style={{ ...frame, background: '#f1f1f1', display: 'grid', placeItems: 'center' }}>
      <Text size="small">No file yet</Text>
    </div>
  );
}

function PictureCard(props: {
  picture: PictureProps;
  index: number;
  count: number;
  slot: ImageSlot;
  open: boolean;
  forceValidation: boolean;
  /** Just added: its first field takes the focus. */
  focusFirst: boolean;
  onToggle(): void;
  onMove(to: number): void;
  onRemove(): void;
}) {
  const { picture, index, count } = props;
  const captionId = useId();
  const label = listItemLabel(picture);
  const image = (picture.fields.file?.value ?? null) as ChosenImage;
  const url = useObjectUrl(image);
  const size = useNaturalSize(url);
  const [kind, ...rest] = label.split(': ');
  return (
    <li
      aria-labelledby={captionId}
      style={{ listStyle: 'none', borderBottom: '1px solid #e2e2e2', paddingBlock: 12 }}
    >
      <Flex gap="regular" alignItems="start">
        <Thumbnail url={url} />
        <Flex direction="column" gap="small" flex>
          <Text>
            <span id={captionId}>
              <strong>{kind}</strong>
              {rest.length > 0 ? `: ${rest.join(': ')}` : null}
            </span>
          </Text>
          <Text size="small" color="neutralSecondary">
            {`Picture ${index + 1} of ${count}`}
            {size ? `, ${size.width} × ${size.height} px` : null}
          </Text>
          <FitWarnings size={size} slot={props.slot} />
          <Flex gap="small" wrap>
            <ActionButton onPress={props.onToggle} aria-expanded={props.open}>
              {props.open ? 'Close' : 'Edit'}
            </ActionButton>
            <ActionButton
              id={buttonId(picture.key, 'earlier')}
              isDisabled={index === 0}
              onPress={() => props.onMove(index - 1)}
            >
              Move earlier
            </ActionButton>
            <ActionButton
              id={buttonId(picture.key, 'later')}
              isDisabled={index === count - 1}
              onPress={() => props.onMove(index + 1)}
            >
              Move later
            </ActionButton>
            <ActionButton onPress={props.onRemove}>Remove</ActionButton>
          </Flex>
        </Flex>
      </Flex>
      {props.open ? (
        <Flex direction="column" gap="large" marginTop="large">
          {Object.entries(picture.fields).map(([key, part], position) => {
            const Input = part.schema.Input;
            return Input ? (
              <Input
                key={key}
                {...part}
                autoFocus={props.focusFirst && position === 0}
                forceValidation={props.forceValidation}
              />
            ) : null;
          })}
        </Flex>
      ) : null}
    </li>
  );
}

function GalleryInput(props: GalleryProps & { slot: ImageSlot }) {
  const labelId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; action: 'earlier' | 'later' }>();
  const [announcement, setAnnouncement] = useState('');
  const keys = props.elements.map((element) => ({ key: element.key }));
  const count = props.elements.length;

  // A moved card keeps the keyboard where it was: on the button pressed, or on the other one when
  // the picture reached an end of the list.
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, action } = focusAfterMove;
    const pressed = document.getElementById(buttonId(key, action)) as HTMLButtonElement | null;
    const other = document.getElementById(buttonId(key, action === 'earlier' ? 'later' : 'earlier'));
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove]);

  // A newly added picture opens with its first field focused (the one the save refused opens too,
  // below). Keystatic gives the new picture its key, so it is known on the render after "Add".
  const [openNewest, setOpenNewest] = useState(false);
  const [added, setAdded] = useState<string>();
  const newest = props.elements.at(-1)?.key;
  useEffect(() => {
    if (!openNewest || !newest) return;
    setOpen((current) => new Set(current).add(newest));
    setAdded(newest);
    setOpenNewest(false);
  }, [openNewest, newest]);

  const min = props.schema.validation?.length?.min;
  const max = props.schema.validation?.length?.max;
  const lengthProblem =
    props.forceValidation && min !== undefined && count < min
      ? `Add at least ${min} pictures.`
      : props.forceValidation && max !== undefined && count > max
        ? `At most ${max} pictures.`
        : undefined;

  return (
    <Flex id="product-gallery" direction="column" gap="regular" role="group" aria-labelledby={labelId}>
      <Text id={labelId} weight="semibold">
        {props.schema.label}
      </Text>
      {props.schema.description ? <Text size="small">{props.schema.description}</Text> : null}
      {count === 0 ? <Text>No pictures yet.</Text> : null}
      <ol aria-labelledby={labelId} style={{ margin: 0, padding: 0 }}>
        {props.elements.map((picture, index) => (
          <PictureCard
            key={picture.key}
            picture={picture}
            index={index}
            count={count}
            slot={props.slot}
            open={open.has(picture.key) || (props.forceValidation && isInvalid(picture))}
            forceValidation={props.forceValidation}
            focusFirst={added === picture.key}
            onToggle={() =>
              setOpen((current) => {
                const next = new Set(current);
                if (!next.delete(picture.key)) next.add(picture.key);
                return next;
              })
            }
            onMove={(to) => {
              props.onChange(moved(keys, index, to));
              setFocusAfterMove({ key: picture.key, action: to < index ? 'earlier' : 'later' });
              setAnnouncement(
                `${listItemLabel(picture).split(': ')[0]} moved to picture ${to + 1} of ${count}.`,
              );
            }}
            onRemove={() => {
              props.onChange(keys.filter((item) => item.key !== picture.key));
              setAnnouncement(`${listItemLabel(picture).split(': ')[0]} removed.`);
            }}
          />
        ))}
      </ol>
      <div
        role="status"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
      >
        {announcement}
      </div>
      {lengthProblem ? <FieldMessage>{lengthProblem}</FieldMessage> : null}
      <Button
        alignSelf="start"
        autoFocus={props.autoFocus}
        isDisabled={max !== undefined && count >= max}
        onPress={() => {
          props.onChange([...keys, { key: undefined }]);
          setOpenNewest(true);
        }}
      >
        Add picture
      </Button>
    </Flex>
  );
}

/** The gallery's array field, shown as picture cards. */
export function galleryField<Field extends ArrayField<ComponentSchema>>(
  field: Field,
  slot: ImageSlot,
): Field {
  return {
    ...field,
    Input(props: unknown) {
      return <GalleryInput {...(props as GalleryProps)} slot={slot} />;
    },
  };
}
