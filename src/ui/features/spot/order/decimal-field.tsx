interface Props {
  id: string;
  label: string;
  value: string;
  onType: (value: string) => void;
}

/** A labelled number the trader types (price, amount, total): the keyboard with a decimal point. */
export function DecimalField({ id, label, value, onType }: Props) {
  return (
    <label className="spot-form__field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onType(event.target.value)}
      />
    </label>
  );
}
