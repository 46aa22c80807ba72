import type { DropdownOption } from '../../lib/dropdown-option';

export type SwitcherOption<Value extends string = string> = DropdownOption<Value>;

export interface ButtonSwitcherProps<Value extends string> {
  options: readonly SwitcherOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Names the group (for example "Type d'opération"). */
  label: string;
  className?: string;
}

/** A grid of buttons of which exactly one is active (Sortie / Rentrée, Créer / Rejoindre…). */
export function ButtonSwitcher<Value extends string>({
  options,
  value,
  onChange,
  label,
  className,
}: ButtonSwitcherProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={className ? `button-switcher ${className}` : 'button-switcher'}
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            className={active ? 'button-switcher__option is-active' : 'button-switcher__option'}
            onClick={() => {
              if (!active) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
