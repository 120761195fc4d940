import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A calendar day typed as ДД.ММ.ГГГГ (issue 39). The browser's own date field follows its interface
 * language (ММ/ДД/ГГГГ in an English one) and let a year grow to «12026»; this one reads the same
 * everywhere, and the gateway's contract turns what was typed into ГГГГ-ММ-ДД.
 */
export function DayField(props: Omit<TextInputProps, 'type' | 'placeholder' | 'maxLength'>) {
  return <TextInput autoComplete="off" {...props} placeholder="ДД.ММ.ГГГГ" maxLength={10} />;
}
