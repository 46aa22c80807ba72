import { useId } from 'react';

export interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  disabled?: boolean;
}

/** An on/off switch: a native checkbox (Space toggles it) announced as a switch. */
export function ToggleSwitch({ label, checked, onChange, id, disabled }: ToggleSwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="field toggle-switch">
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className="toggle-switch__input"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={inputId} className="toggle-switch__label">
        <span className="toggle-switch__track" aria-hidden="true">
          <span className="toggle-switch__thumb" />
        </span>
        {label}
      </label>
    </div>
  );
}
