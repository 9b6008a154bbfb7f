import { ColorPicker, Input, Space } from 'antd';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Props of ColorInput. */
interface ColorInputProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the text box (when no label points at `id`). */
  label?: string;
  pickerLabel: string;
  placeholder?: string;
  width?: number;
}

/** A #hex colour as text beside a picker that fills it in (any transparency picked is dropped). */
export function ColorInput({ id, value, onChange, label, pickerLabel, placeholder = '#1677ff', width = 110 }: ColorInputProps) {
  return (
    <Space.Compact>
      <Input
        id={id}
        aria-label={label}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        style={{ width }}
      />
      <ColorPicker
        value={HEX.test(value.trim()) ? value.trim() : undefined}
        onChangeComplete={(color) => {
          onChange(`#${color.toHex().slice(0, 6)}`);
        }}
        aria-label={pickerLabel}
      />
    </Space.Compact>
  );
}
