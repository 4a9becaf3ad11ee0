// A labelled drop-down over a fixed list of choices, each shown in words (the Terrain panel's symmetry mode and side).

export interface SelectFieldProps<T extends string> {
  readonly label: string;
  readonly testId: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly onChange: (value: T) => void;
  /** The words an option is shown with (the option itself by default). */
  readonly optionText?: (option: T) => string;
}

export function SelectField<T extends string>({ label, testId, value, options, onChange, optionText = (o) => o }: SelectFieldProps<T>) {
  return (
    <label>
      {label}{' '}
      {/* The options are exactly `options`, so the chosen value is one of them. */}
      <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionText(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
