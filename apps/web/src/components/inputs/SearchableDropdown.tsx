import type { DropdownOption } from '../../lib/dropdown-option';
import { DropdownList } from './DropdownList';
import { useContextFieldError } from './FieldErrorsContext';
import { controlAttributes, FormField, useControlId } from './FieldLabel';
import { useCombobox } from './useCombobox';

export interface SearchableDropdownProps<Value extends string | number> {
  label: string;
  options: readonly DropdownOption<Value>[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  noResultsText?: string;
  fieldClass?: string;
}

/**
 * A combobox: typing filters the options (case and accent insensitive), arrows move, Enter
 * chooses, Escape closes and restores the current choice.
 */
export function SearchableDropdown<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder = 'Rechercher…',
  required,
  disabled,
  id,
  noResultsText = 'Aucun résultat',
  fieldClass,
}: SearchableDropdownProps<Value>) {
  const inputId = useControlId(id);
  // The form's message about this picker (FormField shows it): the input is tied to it.
  const error = useContextFieldError(inputId);
  const listId = `${inputId}-options`;
  const selected = options.find((option) => option.value === value) ?? null;
  const combo = useCombobox({ options, selected, onChange, disabled });
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const activeOption =
    combo.open && combo.filtered[combo.activeIndex] ? optionId(combo.activeIndex) : undefined;

  return (
    <FormField
      inputId={inputId}
      label={label}
      required={required}
      fieldClass={fieldClass ? `dropdown ${fieldClass}` : 'dropdown'}
    >
      <div className="dropdown__control">
        <input
          {...controlAttributes(inputId, required, error)}
          type="text"
          role="combobox"
          className="input dropdown__input"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={combo.open}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          placeholder={selected ? selected.label : placeholder}
          disabled={disabled}
          value={combo.open ? combo.query : (selected?.label ?? '')}
          onChange={(event) => combo.type(event.target.value)}
          onClick={combo.toggle}
          onKeyDown={combo.handleKeyDown}
          onBlur={combo.close}
        />
        {selected && !required && !disabled ? (
          <button
            type="button"
            className="dropdown__clear"
            aria-label={`Effacer : ${label}`}
            onClick={() => onChange(null)}
          >
            ×
          </button>
        ) : null}
        <span className="dropdown__chevron" aria-hidden="true" />
      </div>
      {combo.open ? (
        <DropdownList
          id={listId}
          label={label}
          options={combo.filtered}
          value={value}
          activeIndex={combo.activeIndex}
          optionId={optionId}
          noResultsText={noResultsText}
          onChoose={combo.choose}
          onActivate={combo.setActiveIndex}
        />
      ) : null}
    </FormField>
  );
}
