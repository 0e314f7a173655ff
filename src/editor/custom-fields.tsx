/**
 * Form fields Keystatic does not have, for shapes the content files already use:
 * - `slugText`: a plain text field that is also the entry's file name (products and pages keep their
 *   `slug` in the data; Keystatic's own slug field would store a title instead).
 * - `optionalGroup`: a value that may be absent: `null` (a cooling-only system's heating figures) or
 *   left out (a section without a call to action). Keystatic's conditional field would write
 *   `{ discriminant, value }`, which the content schemas rightly refuse.
 * - `isoDate`: Keystatic's date field, also reading dates the YAML parser already turned into Dates;
 *   a nullable one may be cleared, and is then written as null.
 * - `altText`: a picture's text alternative, refused while it is typed when it is empty or only
 *   spaces (Keystatic's text field says so only after the field loses focus, and counts spaces).
 */
import { Checkbox } from '@keystar/ui/checkbox';
import { Flex } from '@keystar/ui/layout';
import { NumberField } from '@keystar/ui/number-field';
import { TextArea, TextField } from '@keystar/ui/text-field';
import { Text } from '@keystar/ui/typography';
import { type BasicFormField, fields, type SlugFormField } from '@keystatic/core';
import { useState } from 'react';
import type { ImageSlot } from './image-fit.ts';
import { SavedPicture } from './saved-picture.tsx';

type Stored = Parameters<BasicFormField<string>['parse']>[0];

export function slugText(options: {
  label: string;
  description?: string;
  pattern: { regex: RegExp; message: string };
}): SlugFormField<string, string, string, string> {
  const text = fields.text({
    label: options.label,
    description: options.description,
    validation: { isRequired: true, pattern: options.pattern },
  });
  const check = (value: string) => {
    if (!options.pattern.regex.test(value)) throw new Error(`${options.label}: ${options.pattern.message}`);
    return value;
  };
  return {
    kind: 'form',
    formKind: 'slug',
    label: options.label,
    Input: text.Input,
    defaultValue: () => '',
    parse: (value) => (typeof value === 'string' ? value : ''),
    serialize: (value) => ({ value }),
    serializeWithSlug: (value) => ({ slug: value, value }),
    validate(value, extra) {
      check(value);
      if (extra?.slugField.slugs.has(value)) throw new Error(`${options.label}: ${value} is already used`);
      return value;
    },
    reader: { parse: (value) => String(value), parseWithSlug: (value) => String(value) },
  };
}

export function isoDate(options: { label: string; description?: string; nullable?: boolean }) {
  const { nullable = false, ...shown } = options;
  const date = fields.date({ ...shown, validation: { isRequired: !nullable } });
  return {
    ...date,
    parse: (value: Stored) =>
      nullable && value === null
        ? null
        : date.parse(value instanceof Date ? value.toISOString().slice(0, 10) : value),
    // A cleared nullable date is written as null (the schema requires the key), not left out.
    serialize: (value: string | null) =>
      nullable && value === null ? { value: null as never } : date.serialize(value),
  } satisfies typeof date;
}

/** One input of a group: a number or a line of text. */
export interface GroupPart {
  key: string;
  label: string;
  description?: string;
  kind: 'number' | 'integer' | 'text';
  required: boolean;
  min?: number;
  max?: number;
  /** Text: fewest and most characters (an alt text's, counted without outer spaces). */
  minLength?: number;
  maxLength?: number;
  /** A picture typed as a path (a hero's): the entry's folder it is relative to, and its slot. */
  picture?: { folder: string; slot: ImageSlot };
}

/** Absent (null), or the parts' values (a `single` group keeps its number under `value`). */
type GroupValue = Record<string, number | string | null> | null;

/**
 * A value that is absent (`absent: 'null'` writes null, `'omit'` leaves the key out) or present: an
 * object of parts, or one number when `single` (ACOP; its one part's key is then `value`).
 */
export function optionalGroup(options: {
  label: string;
  description?: string;
  /** Wording of the checkbox, e.g. "Has heating figures". */
  presentLabel: string;
  absent: 'null' | 'omit';
  parts: readonly GroupPart[];
  single?: boolean;
}): BasicFormField<GroupValue> {
  const empty = (): Record<string, number | string | null> =>
    Object.fromEntries(options.parts.map((part) => [part.key, null]));
  const problems = (value: GroupValue): string[] => {
    if (value === null) return [];
    return options.parts.flatMap((part) => {
      const item = value[part.key] ?? null;
      // A picture's alt text in a group (a hero's) is refused as the gallery's is.
      if (part.kind === 'text' && part.key === 'alt') {
        const problem = altTextProblem(String(item ?? ''), { min: part.minLength ?? 1, max: part.maxLength });
        return problem ? [`${part.label}: ${problem}`] : [];
      }
      if (item === null || (typeof item === 'string' && item.trim() === ''))
        return part.required ? [`${part.label} is required`] : [];
      if (part.kind === 'text') return [];
      const number = Number(item);
      if (part.kind === 'integer' && !Number.isInteger(number))
        return [`${part.label} must be a whole number`];
      if (part.min !== undefined && number < part.min) return [`${part.label} must be at least ${part.min}`];
      if (part.max !== undefined && number > part.max) return [`${part.label} must be at most ${part.max}`];
      return [];
    });
  };
  return {
    kind: 'form',
    label: options.label,
    Input(props) {
      const [touched, setTouched] = useState(false);
      const present = props.value !== null;
      const errors = props.forceValidation || touched ? problems(props.value) : [];
      const record = props.value ?? {};
      return (
        <Flex direction="column" gap="regular">
          <Text weight="semibold">{options.label}</Text>
          {options.description ? <Text size="small">{options.description}</Text> : null}
          <Checkbox isSelected={present} onChange={(selected) => props.onChange(selected ? empty() : null)}>
            {options.presentLabel}
          </Checkbox>
          {present
            ? options.parts.map((part) => {
                const current = record[part.key];
                const error = errors.find((message) => message.startsWith(part.label));
                return part.kind === 'text' ? (
                  <Flex key={part.key} direction="column" gap="regular">
                    <TextField
                      label={part.label}
                      description={part.description}
                      isRequired={part.required}
                      value={typeof current === 'string' ? current : ''}
                      onBlur={() => setTouched(true)}
                      onChange={(text) => {
                        // Emptied, it is refused at once, not only when the editor moves on.
                        if (text.trim() === '') setTouched(true);
                        props.onChange({ ...record, [part.key]: text });
                      }}
                      errorMessage={error}
                    />
                    {part.picture && typeof current === 'string' ? (
                      <SavedPicture reference={current} {...part.picture} />
                    ) : null}
                  </Flex>
                ) : (
                  <NumberField
                    key={part.key}
                    label={part.label}
                    description={part.description}
                    isRequired={part.required}
                    value={typeof current === 'number' ? current : Number.NaN}
                    onBlur={() => setTouched(true)}
                    onChange={(number) => {
                      const next = Number.isNaN(number) ? null : number;
                      props.onChange({ ...record, [part.key]: next });
                    }}
                    errorMessage={error}
                  />
                );
              })
            : null}
        </Flex>
      );
    },
    defaultValue: () => null,
    parse(value) {
      if (value === null || value === undefined) return null;
      if (options.single) return typeof value === 'number' ? { value } : null;
      if (typeof value !== 'object' || Array.isArray(value)) return null;
      return { ...empty(), ...(value as Record<string, number | string>) };
    },
    serialize(value) {
      if (value === null) return { value: options.absent === 'null' ? (null as never) : undefined };
      if (options.single) return { value: (value.value ?? undefined) as number };
      // Parts left empty are left out, as the content files write them.
      const entries = Object.entries(value).filter(([, item]) => item !== null && item !== '');
      return { value: Object.fromEntries(entries) as Record<string, string | number> };
    },
    validate(value) {
      const found = problems(value);
      if (found.length > 0) throw new Error(`${options.label}: ${found.join('; ')}`);
      return value;
    },
    reader: {
      parse: (value) =>
        value === null || value === undefined
          ? null
          : typeof value === 'number'
            ? { value }
            : (value as Record<string, number | string>),
    },
  };
}

/** Why an alt text is refused, or undefined when it is fine (lengths counted without outer spaces). */
export function altTextProblem(value: string, limits: { min: number; max?: number }): string | undefined {
  const text = value.trim();
  if (text === '')
    return 'Alt text cannot be empty: describe what the picture shows, for people who cannot see it';
  if (text.length < limits.min)
    return `Alt text must be at least ${limits.min} characters: say what the picture shows`;
  if (limits.max !== undefined && text.length > limits.max)
    return `Alt text must be at most ${limits.max} characters`;
  return undefined;
}

export function altText(options: {
  label: string;
  description?: string;
  min: number;
  max?: number;
}): BasicFormField<string> {
  const problem = (value: string) => altTextProblem(value, options);
  return {
    kind: 'form',
    label: options.label,
    Input(props) {
      const [blurred, setBlurred] = useState(false);
      const [typed, setTyped] = useState(false);
      const found = problem(props.value);
      // An emptied field is refused at once; a short one once the editor moves on (not mid-word).
      const shown =
        props.forceValidation || blurred || (typed && props.value.trim() === '') ? found : undefined;
      return (
        <TextArea
          label={options.label}
          description={options.description}
          isRequired
          autoFocus={props.autoFocus}
          value={props.value}
          onBlur={() => setBlurred(true)}
          onChange={(text) => {
            setTyped(true);
            props.onChange(text);
          }}
          errorMessage={shown}
        />
      );
    },
    defaultValue: () => '',
    parse: (value) => (typeof value === 'string' ? value : ''),
    serialize: (value) => ({ value: value.trim() }),
    validate(value) {
      const found = problem(value);
      if (found) throw new Error(`${options.label}: ${found}`);
      return value;
    },
    reader: { parse: (value) => (typeof value === 'string' ? value : '') },
  };
}
