import { hasPrototypeKey, NUL_TEXT_MESSAGE, prototypeKeyMessage } from '@agrolease/contracts';
import { fileLabel } from '@agrolease/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

export interface UploadedPart {
  field: string;
  /** The name the file had on the sender's machine, as a label only (fileLabel, decision 0152). */
  title: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields (an object without prototype); a repeated or bracketed name (id_CabinetOrder[]) keeps every value. */
  fields: Record<string, string[]>;
  files: UploadedPart[];
}

/** The first value of a text field, or ''. */
export function fieldOf(form: MultipartForm, name: string): string {
  return form.fields[name]?.[0] ?? form.fields[`${name}[]`]?.[0] ?? '';
}

/** Every value of a list field sent as name[] or repeated name. */
export function fieldsOf(form: MultipartForm, name: string): string[] {
  return [...(form.fields[`${name}[]`] ?? []), ...(form.fields[name] ?? [])];
}

/** A NUL byte in a field's name, value or file name: 400 on that field (decision 0076). */
function refuseNulText(field: string, ...texts: string[]): void {
  if (texts.some((text) => text.includes('\0'))) {
    throw new AppError('VALIDATION', NUL_TEXT_MESSAGE, {
      fieldErrors: [{ prop: field, error: NUL_TEXT_MESSAGE }],
    });
  }
}

function tooLarge(field: string, limit: number): AppError {
  const message = `Файл больше ${Math.round(limit / 1_048_576)} МБ`;
  return new AppError('PAYLOAD_TOO_LARGE', message, { fieldErrors: [{ prop: field, error: message }] });
}

/**
 * Reads a whole multipart/form-data request: text fields and up to maxFiles files of at most
 * limitBytes each (a larger one is 413 in the spec's error shape, naming the field). A field or
 * file named with a segment __proto__, constructor or prototype, and a NUL byte in any name,
 * value or file name, are 400 (decision 0076).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { limitBytes: number; maxFiles?: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Запрос должен быть multipart/form-data');
  }
  const form: MultipartForm = { fields: Object.create(null), files: [] };
  const maxFiles = options.maxFiles ?? 1;
  for await (const part of request.parts({
    limits: { fileSize: options.limitBytes, files: maxFiles, fields: 200 },
  })) {
    if (hasPrototypeKey(part.fieldname)) {
      throw new AppError('BAD_REQUEST', prototypeKeyMessage(part.fieldname));
    }
    if (part.type === 'file') {
      refuseNulText(part.fieldname, part.fieldname, part.filename);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw tooLarge(part.fieldname, options.limitBytes);
        }
        throw error;
      }
      if (bytes.length > 0)
        form.files.push({ field: part.fieldname, title: fileLabel(part.filename), bytes });
    } else {
      const value = String(part.value ?? '');
      refuseNulText(part.fieldname, part.fieldname, value);
      const values = form.fields[part.fieldname] ?? [];
      values.push(value);
      form.fields[part.fieldname] = values;
    }
  }
  return form;
}
