import type { TAttorneyWizardReply } from '@agrolease/contracts/attorney';
import type { TFormItem } from '@agrolease/contracts/wizard';
import {
  ATTORNEY_LAST_STEP,
  ATTORNEY_STEPS,
  ATTORNEY_TYPES,
  type AttorneyDetails,
  CABINET_FILE_LIMIT_BYTES,
  openableAttorneyStep,
  formatIsoDayRu as ruDate,
} from '@agrolease/domain';
import type { CallerContext } from '../../http/caller.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import { requireAgreements } from '../../http/require-agreements.ts';
import type { SessionRecord } from '../../http/session.ts';
import { findContacts } from '../contacts/index.ts';
import { type AttorneyRow, updateAttorney } from './queries.ts';
import {
  type AttorneyDeps,
  activateAttorney,
  attachMachineReadable,
  attachScanIds,
  attachScanUploads,
  fieldError,
  missingPart,
  ownAttorney,
  saveAttorneyDetails,
  toAttorney,
} from './service.ts';

/**
 * The two attorney wizards over one model (docs/decisions/0099): CabinetAttorneyWizard answers
 * the cabinet's common wizard reply (useWizard and DynamicForm render it), the contact-person
 * wizard CabinetSupplyAttorneyCreateWizard the spec's flat fields. Both go through the same
 * steps of service.ts.
 */

/** The attorney's upload limit (spec 1 §5); the reply carries it so the page checks it first. */
export const ATTORNEY_FILE_LIMIT_BYTES = CABINET_FILE_LIMIT_BYTES;

export const ATTORNEY_WIZARD_URL = '/cabinet/v2/info/attorney';

const item = (over: Partial<TFormItem> & Pick<TFormItem, 'field' | 'type' | 'title'>): TFormItem => ({
  value: '',
  error: '',
  group: '',
  code: '',
  required: false,
  ...over,
});

/** The details of a draft as the wizards' fields. */
export function detailsOf(row: AttorneyRow | undefined, contactId?: number): Required<AttorneyDetails> {
  return {
    id_contact: row?.contactId ?? contactId ?? 0,
    attorney_type: row?.kind ?? 'scan',
    canCSPAttorneyNumber: row?.kind === 'scan' ? row.number : '',
    m4d_number: row?.kind === 'm4d' ? row.number : '',
    canCSPDate: row ? ruDate(row.issuedOn) : '',
    canCSPDateExpired: row ? ruDate(row.expiresOn) : '',
    customPosition: row?.position ?? '',
    inn: row?.representativeInn ?? '',
    snils: row?.representativeSnils ?? '',
  };
}

async function stepItems(
  deps: AttorneyDeps,
  session: SessionRecord,
  step: number,
  row: AttorneyRow | undefined,
  contactId: number | undefined,
): Promise<TFormItem[]> {
  const values = detailsOf(row, contactId);
  if (step === 1) {
    const contacts = await findContacts(deps.db, session.accountId);
    return [
      item({
        field: 'id_contact',
        type: 'select',
        title: 'Контактное лицо',
        required: true,
        value: values.id_contact ? String(values.id_contact) : '',
        options: contacts.map((contact) => ({ value: String(contact.id), title: contact.name })),
      }),
      item({
        field: 'attorney_type',
        type: 'select',
        title: 'Вид доверенности',
        required: true,
        value: values.attorney_type,
        options: ATTORNEY_TYPES.map((type) => ({ value: type.value, title: type.title })),
      }),
      item({
        field: 'canCSPAttorneyNumber',
        type: 'text',
        title: 'Номер доверенности',
        required: true,
        value: values.canCSPAttorneyNumber,
        props: { shownWhen: 'attorney_type=scan' },
      }),
      item({
        field: 'm4d_number',
        type: 'text',
        title: 'Номер МЧД',
        required: true,
        value: values.m4d_number,
        props: {
          shownWhen: 'attorney_type=m4d',
          placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
          help: 'Единый регистрационный номер из реестра ФНС',
        },
      }),
      item({
        field: 'canCSPDate',
        type: 'text',
        title: 'Дата выдачи',
        required: true,
        value: values.canCSPDate,
        props: { placeholder: 'ДД.ММ.ГГГГ' },
      }),
      item({
        field: 'canCSPDateExpired',
        type: 'text',
        title: 'Действует до',
        required: true,
        value: values.canCSPDateExpired,
        props: { placeholder: 'ДД.ММ.ГГГГ' },
      }),
      item({
        field: 'customPosition',
        type: 'text',
        title: 'Должность представителя по доверенности',
        required: true,
        value: values.customPosition,
      }),
      item({
        field: 'inn',
        type: 'text',
        title: 'ИНН представителя',
        value: values.inn,
        props: { placeholder: '12 цифр' },
      }),
      item({
        field: 'snils',
        type: 'text',
        title: 'СНИЛС представителя',
        value: values.snils,
        props: { placeholder: '000-000-000 00', help: 'Для МЧД обязателен' },
      }),
    ];
  }
  const attorney = row ? await toAttorney(deps, row) : null;
  if (step === 2) {
    if (row?.kind === 'm4d') {
      return [
        item({
          field: 'm4d_files',
          type: 'infoboxes',
          title: 'Файлы МЧД',
          value: [
            {
              title: 'Файл доверенности',
              text: row.xmlFileId ? 'Загружен и проверен' : 'XML в формате ФНС (ON_EMCHD_…)',
            },
            {
              title: 'Подпись руководителя',
              text: row.sigFileId ? 'Проверена' : 'Открепленная подпись .sig',
            },
          ],
        }),
      ];
    }
    return [
      item({
        field: 'file',
        type: 'file_ajax',
        title: 'Скан доверенности',
        required: (attorney?.scans.length ?? 0) === 0,
        value: '',
        props: { max_size: ATTORNEY_FILE_LIMIT_BYTES, accept: 'application/pdf,image/jpeg,image/png' },
      }),
      item({
        field: 'scans',
        type: 'infoboxes',
        title: 'Приложенные сканы',
        value: (attorney?.scans ?? []).map((scan) => ({ title: `Файл №${scan.id}`, text: scan.name })),
      }),
    ];
  }
  return [
    item({
      field: 'summary',
      type: 'infoboxes',
      title: 'Проверьте доверенность',
      value: attorney
        ? [
            { title: 'Вид', text: attorney.attorney_type === 'm4d' ? 'МЧД' : 'Доверенность на бумаге' },
            { title: 'Номер', text: attorney.number },
            { title: 'Срок', text: `${ruDate(attorney.date)} — ${ruDate(attorney.date_expired)}` },
            { title: 'Должность', text: attorney.position },
            ...(attorney.attorney_type === 'm4d'
              ? [
                  { title: 'Подписана', text: attorney.signed_by },
                  { title: 'Полномочия', text: attorney.powers.map((power) => power.title).join('\n') },
                ]
              : [{ title: 'Сканы', text: attorney.scans.map((scan) => scan.name).join('\n') }]),
          ]
        : [],
    }),
  ];
}

export async function attorneyWizardReply(
  deps: AttorneyDeps,
  session: SessionRecord,
  row: AttorneyRow | undefined,
  step: number,
  contactId?: number,
): Promise<TAttorneyWizardReply> {
  const maxStep = row?.maxStep ?? 1;
  const editable = !row || row.status === 'draft';
  return {
    success: true,
    wizard: {
      step,
      maxstep: maxStep,
      nextstep: editable && step < ATTORNEY_LAST_STEP ? step + 1 : null,
      steps: ATTORNEY_STEPS.map((entry) => ({
        step: entry.step,
        title: entry.title,
        available: editable && entry.step <= maxStep,
        done: entry.step < maxStep || !editable,
      })),
      id_object: row?.id ?? null,
      isavailable: editable,
      is_available_edit_package: editable,
      url: `${ATTORNEY_WIZARD_URL}?step=${step}${row ? `&id_object=${row.id}` : ''}`,
      state: row?.status ?? 'draft',
      finished: !editable,
    },
    FormBuilder: { form_name: 'attorney', items: await stepItems(deps, session, step, row, contactId) },
    canSES: false,
    errors_list: [],
    error_message: '',
    attorney: row ? await toAttorney(deps, row) : null,
    max_size: ATTORNEY_FILE_LIMIT_BYTES,
  };
}

export interface AttorneyWizardInput extends AttorneyDetails {
  /** Who asks: the security log's address and device when the attorney is stored. */
  caller: CallerContext;
  step?: number;
  id_object?: number;
  submit?: number;
  file?: number;
  uploads: UploadedPart[];
}

/** The uploads of step 2: the scan (file, file[0]…), or the МЧД (xml_file and sig_file). */
function partsOf(uploads: UploadedPart[]) {
  const xml = uploads.find((part) => part.field === 'xml_file' || part.field === 'xml');
  const sig = uploads.find((part) => part.field === 'sig_file' || part.field === 'sig');
  const scans = uploads.filter((part) => part !== xml && part !== sig);
  return { xml, sig, scans };
}

/** CabinetAttorneyWizard (spec 1 §4: the file at step 2). */
export async function attorneyWizard(
  deps: AttorneyDeps,
  session: SessionRecord,
  input: AttorneyWizardInput,
): Promise<TAttorneyWizardReply> {
  requireAgreements(session);
  let row = input.id_object ? await ownAttorney(deps, session, input.id_object) : undefined;
  const step = row ? openableAttorneyStep(input.step, row.maxStep) : 1;
  const { xml, sig, scans } = partsOf(input.uploads);
  if (row && (xml || sig)) row = await attachMachineReadable(deps, session, row, xml, sig);
  if (row && scans.length > 0) row = await attachScanUploads(deps, session, row, scans);
  if (input.submit !== 1) return attorneyWizardReply(deps, session, row, step, input.id_contact);
  if (step === 1) {
    row = await saveAttorneyDetails(deps, session, row, input);
    return attorneyWizardReply(deps, session, row, 2);
  }
  if (!row) throw fieldError('id_object', 'Сначала заполните сведения о доверенности');
  if (step === 2) {
    if (input.file) row = await attachScanIds(deps, session, row, [input.file]);
    const missing = missingPart(row);
    if (missing) throw fieldError(missing.prop, missing.message);
    row = await updateAttorney(deps.db, row.id, { maxStep: Math.max(row.maxStep, 3) });
    return attorneyWizardReply(deps, session, row, 3);
  }
  row = await activateAttorney(deps, session, row, input.caller);
  return attorneyWizardReply(deps, session, row, 3);
}

export interface SupplyWizardInput extends AttorneyDetails {
  caller: CallerContext;
  step?: '1' | '2' | 1 | 2;
  id_object?: number;
  action?: 'Scans' | 'Finish' | 'Load';
  uploads: UploadedPart[];
}

/** The contact-person wizard's reply (spec 1 §3): the flat fields, the scans, step '1' or '2'. */
async function supplyReply(
  deps: AttorneyDeps,
  session: SessionRecord,
  row: AttorneyRow | undefined,
  contactId?: number,
) {
  const values = detailsOf(row, contactId);
  const attorney = row ? await toAttorney(deps, row) : null;
  const contact = values.id_contact
    ? (await findContacts(deps.db, session.accountId)).find((c) => c.id === values.id_contact)
    : undefined;
  return {
    success: true,
    step: row ? ('2' as const) : ('1' as const),
    id_object: row?.id ?? null,
    scans: (attorney?.scans ?? []).map((scan) => ({ name: scan.name, id: scan.id })),
    canCSPAttorneyNumber: values.canCSPAttorneyNumber,
    canCSPDate: values.canCSPDate,
    canCSPDateExpired: values.canCSPDateExpired,
    customPosition: values.customPosition,
    title: contact ? `Доверенность: ${contact.name}` : 'Новая доверенность',
    id: row?.id ?? null,
    m4d_number: values.m4d_number,
    inn: values.inn,
    snils: values.snils,
    attorney_type: values.attorney_type,
    attorney_types: ATTORNEY_TYPES.map((type) => ({ value: type.value, title: type.title })),
    attorney,
    error: '',
  };
}

/**
 * CabinetSupplyAttorneyCreateWizard: step 1 saves the fields and moves to step '2' (spec 1 §4);
 * action=Scans adds file[0…] to the draft and answers items {name, id}; an МЧД's xml_file and
 * sig_file go with action=Scans too; action=Finish stores the attorney.
 */
export async function supplyAttorneyWizard(
  deps: AttorneyDeps,
  session: SessionRecord,
  input: SupplyWizardInput,
) {
  requireAgreements(session);
  let row = input.id_object ? await ownAttorney(deps, session, input.id_object) : undefined;
  if (input.action === 'Scans') {
    if (!row) throw fieldError('id_object', 'Сначала сохраните сведения о доверенности');
    const { xml, sig, scans } = partsOf(input.uploads);
    if (xml || sig) row = await attachMachineReadable(deps, session, row, xml, sig);
    else if (scans.length > 0) row = await attachScanUploads(deps, session, row, scans);
    else throw fieldError('file[0]', 'Выберите файл');
    const attorney = await toAttorney(deps, row);
    return {
      items: attorney.scans.map((scan) => ({ name: scan.name, id: scan.id })),
      error: '',
      success: true,
    };
  }
  if (input.action === 'Finish') {
    if (!row) throw fieldError('id_object', 'Сначала сохраните сведения о доверенности');
    row = await activateAttorney(deps, session, row, input.caller);
    return supplyReply(deps, session, row);
  }
  const save = input.action !== 'Load' && String(input.step ?? '1') === '1';
  if (save) row = await saveAttorneyDetails(deps, session, row, input);
  return supplyReply(deps, session, row, input.id_contact);
}
