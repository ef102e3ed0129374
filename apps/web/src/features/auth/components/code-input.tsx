import { Input, type InputProps } from '../../../components/ui/input';
import { toCodeDigits } from '../validation';

/** A six-digit code field: numeric keyboard on phones, one-time-code autofill, digits only. */
export function CodeInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<InputProps, 'onChange' | 'value' | 'type'> & { value: string; onValueChange: (value: string) => void }) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onValueChange(toCodeDigits(event.target.value))}
      className={className ?? 'font-mono text-lg tracking-[0.4em]'}
      {...props}
    />
  );
}
