import { Checkbox, Stack, Textarea } from '@mantine/core';
import { type FieldProps, prop, text } from './field-props';

/** cbtext: a tick that opens a line of text to explain it. */
export function CbTextField({ item, value, error, disabled, onChange }: FieldProps) {
  const content = text(value);
  const ticked = content !== '' || item.props?.open === true;
  return (
    <Stack gap={6} data-field={item.field}>
      <Checkbox
        label={item.title}
        checked={ticked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? ' ' : '')}
      />
      {ticked && (
        <Textarea
          aria-label={item.title}
          value={content.trimStart()}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error || undefined}
          disabled={disabled}
          autosize
          minRows={2}
          placeholder={prop(item, 'placeholder')}
        />
      )}
    </Stack>
  );
}
