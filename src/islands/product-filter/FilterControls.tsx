import type { MouseEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import {
  activeFilterCount,
  type FilterOptions,
  type FilterState,
  filterQuery,
  isFiltered,
  type Option,
} from '../../lib/product-filter';
import type { ProductType } from '../../schemas/common';
import styles from './ProductListing.module.css';

export interface FilterControlsProps {
  /** The listing's path: the form's action and the "clear" link. */
  path: string;
  formId: string;
  options: FilterOptions;
  state: FilterState;
  onChange: (next: FilterState) => void;
  /** Once the island runs, filters apply as they change and the submit button goes. */
  live: boolean;
  disabled: boolean;
}

/** Filters chosen from a single select (the product type is a set of checkboxes). */
type SelectKey = 'function' | 'range' | 'capacity' | 'room' | 'rating';

/**
 * The filter form. Without JavaScript it is a plain GET form: pages are static, so the server answers
 * the query with the same full list (the island applies the query once it runs); nothing breaks, the
 * list is simply unfiltered.
 */
export function FilterControls({
  path,
  formId,
  options,
  state,
  onChange,
  live,
  disabled,
}: FilterControlsProps) {
  const set = (patch: Partial<FilterState>) => onChange({ ...state, ...patch });
  const toggleType = (type: ProductType, on: boolean) =>
    set({ types: on ? [...state.types, type] : state.types.filter((item) => item !== type) });
  const cleared: FilterState = {
    ...state,
    types: [],
    function: null,
    range: null,
    capacity: null,
    room: null,
    rating: null,
  };
  /** A select for one filter; hidden when it offers fewer than `minimum` choices. */
  const select = <K extends SelectKey>(
    key: K,
    label: string,
    anyLabel: string,
    choices: readonly Option<NonNullable<FilterState[K]>>[],
    minimum = 2,
  ) =>
    choices.length >= minimum ? (
      <Select
        name={key}
        label={label}
        anyLabel={anyLabel}
        options={choices}
        value={state[key]}
        disabled={disabled}
        onSelect={(value) => set({ [key]: value } as Partial<FilterState>)}
      />
    ) : null;
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onChange(cleared);
  };
  // Active filters, counted on the phone's "Filters" button so a narrowed list says so when closed.
  const active = activeFilterCount(state);
  return (
    // Phones: behind a "Filters" button, so the products come first; wide screens: always open.
    <details className={styles.panel}>
      <summary className={styles.toggle}>
        Filters{active > 0 ? <span className={styles.active}> ({active} on)</span> : null}
      </summary>
      <form
        id={formId}
        method="get"
        action={path}
        className={styles.filters}
        aria-labelledby={`${formId}-title`}
        onSubmit={(event) => event.preventDefault()}
      >
        <h2 id={`${formId}-title`} className={styles.filtersTitle}>
          Filter products
        </h2>
        {options.types.length > 1 ? (
          <fieldset className={styles.group}>
            <legend className={styles.label}>Type</legend>
            {options.types.map((option) => (
              <label key={option.value} className={styles.check}>
                <input
                  type="checkbox"
                  name="type"
                  value={option.value}
                  checked={state.types.includes(option.value)}
                  disabled={disabled}
                  onChange={(event) => toggleType(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {select('function', 'Function', 'Any function', options.functions)}
        {select('range', 'Range', 'Any range', options.ranges)}
        {select('capacity', 'Capacity', 'Any capacity', options.capacity)}
        {select('room', 'Room size', 'Any room size', options.room)}
        {/* One rating is still a real choice: "at least N stars" narrows the list. */}
        {select('rating', 'Energy rating', 'Any rating', options.ratings, 1)}
        <div className={styles.actions}>
          {live ? null : <Button type="submit">Apply filters</Button>}
          {isFiltered(state) ? (
            <a href={`${path}${filterQuery(cleared)}`} className={styles.clear} onClick={clear}>
              Clear filters
            </a>
          ) : null}
        </div>
      </form>
    </details>
  );
}
