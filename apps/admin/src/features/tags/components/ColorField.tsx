import { ColorPicker, Input, Space } from 'antd';
import { isHexColor } from '../rules.ts';

/** Props Form.Item hands its control, plus a placeholder. */
interface ColorFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  pickerLabel: string;
}

/** A colour as #hex text (labelled by its Form.Item) beside a picker that fills it in. */
export function ColorField({ id, value, onChange, placeholder = '#1677ff', pickerLabel }: ColorFieldProps) {
  const text = value ?? '';
  return (
    <Space.Compact>
      <Input id={id} value={text} onChange={(event) => onChange?.(event.target.value)} placeholder={placeholder} style={{ width: 160 }} />
      <ColorPicker
        value={isHexColor(text) ? text : undefined}
        // Tags store #rrggbb: any transparency picked is dropped.
        onChangeComplete={(color) => onChange?.(`#${color.toHex().slice(0, 6)}`)}
        aria-label={pickerLabel}
      />
    </Space.Compact>
  );
}
