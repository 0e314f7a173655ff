import { type KeyboardEvent, useEffect, useState } from 'react';
import styles from './DealerLocator.module.css';

export interface PlaceOption {
  /** What choosing it searches for: "2000", "Springfield QLD 4300". */
  value: string;
  label: string;
}

export interface PlaceComboboxProps {
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  /** Suggestions for what was typed; the list opens when there are some and the visitor is typing. */
  options: readonly PlaceOption[];
  onType: (text: string) => void;
  onChoose: (option: PlaceOption) => void;
  onFocus: () => void;
}

/**
 * A text box with suggestions, as the WAI-ARIA 1.2 combobox pattern (list autocomplete): arrow keys
 * move through the suggestions (the input keeps focus, `aria-activedescendant` points at the
 * active one), Enter chooses it, Escape closes the list (or clears the box when it is closed).
 * Enter with no suggestion active submits the form, so a typed postcode searches at once.
 */
export function PlaceCombobox({
  id,
  name,
  label,
  hint,
  value,
  options,
  onType,
  onChoose,
  onFocus,
}: PlaceComboboxProps) {
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;

  // New suggestions: nothing is active until the visitor moves to one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list itself changes
  useEffect(() => setActive(-1), [options]);

  const choose = (option: PlaceOption) => {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : down ? 0 : count - 1);
        } else {
          setActive((current) =>
            current < 0 ? (down ? 0 : count - 1) : (current + (down ? 1 : -1) + count) % count,
          );
        }
        return;
      }
      case 'Enter': {
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else setOpen(false);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else onType('');
        return;
      default:
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        className={styles.input}
        value={value}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setOpen(true);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={!expanded}>
        {options.map((option, index) => (
          // The keyboard works through the input (aria-activedescendant), as the combobox pattern asks.
          // biome-ignore lint/a11y/useFocusableInteractive: options are never focused; the input keeps focus
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep focus in the input while the mouse chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
