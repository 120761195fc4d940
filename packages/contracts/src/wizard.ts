import { z } from 'zod';
import { ZFieldError } from './error-reply.ts';

/**
 * The common wizard reply (spec 1 §3, spec 2 §3) shared by every step-driven wizard of the
 * cabinet, and the field types its FormBuilder items take (ARCHITECTURE.md §5). The web
 * renders FormBuilder.items with one DynamicForm component.
 */

export const FORM_FIELD_TYPES = [
  'text',
  'select',
  'multiselect',
  'file_ajax',
  'bool',
  'checkbox',
  'months',
  'cbtext',
  'kladr',
  'dyntable',
  'separator',
  'csfr-token',
  'tree',
  'slider',
  'filterList',
  'productList',
  'infoboxes',
  'downloadRequest',
] as const;
export const ZFormFieldType = z.enum(FORM_FIELD_TYPES);
export type TFormFieldType = z.infer<typeof ZFormFieldType>;

export const ZFormOption = z.object({ value: z.string(), title: z.string() });

/** One field of a wizard step's form. */
export const ZFormItem = z.object({
  field: z.string(),
  type: ZFormFieldType,
  title: z.string(),
  value: z.unknown(),
  error: z.string().default(''),
  group: z.string().default(''),
  code: z.string().default(''),
  required: z.boolean().default(false),
  /** Choices of select, multiselect, months, tree. */
  options: z.array(ZFormOption).optional(),
  /** Hints: placeholder, min/max/step of a slider, accepted files, help text. */
  props: z.record(z.string(), z.unknown()).optional(),
});
export type TFormItem = z.infer<typeof ZFormItem>;

export const ZWizardStep = z.object({
  step: z.number().int(),
  title: z.string(),
  /** The step may be opened: it was reached before and the wizard is editable. */
  available: z.boolean(),
  done: z.boolean(),
});

export const ZWizardState = z.object({
  step: z.number().int(),
  maxstep: z.number().int(),
  /** The step after this one; null on the last. */
  nextstep: z.number().int().nullable(),
  steps: z.array(ZWizardStep),
  id_object: z.number().int().nullable(),
  isavailable: z.boolean(),
  is_available_edit_package: z.boolean(),
  /** The page URL with step and id_object, to replace the address without reload. */
  url: z.string(),
  state: z.string(),
  finished: z.boolean(),
});
export type TWizardState = z.infer<typeof ZWizardState>;

export const ZFormBuilder = z.object({ form_name: z.string(), items: z.array(ZFormItem) });

/** The reply every wizard call answers with; a wizard adds its own fields beside these. */
export const ZWizardReply = z.object({
  success: z.boolean(),
  wizard: ZWizardState,
  FormBuilder: ZFormBuilder,
  canSES: z.boolean(),
  errors_list: z.array(ZFieldError),
  error_message: z.string(),
  errcode: z.string().optional(),
});
export type TWizardReply = z.infer<typeof ZWizardReply>;

/** Booleans of wizard forms travel as 1 or 0 (spec 2 §4). */
export const ZFormBool = z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0), z.boolean()]);
