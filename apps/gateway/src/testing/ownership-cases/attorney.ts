import { ruDayFromToday } from '../attorney-fixtures.ts';
import { SMALL_PDF } from '../cabinet-session.ts';
import type { OwnershipCase, OwnershipCaseSet } from '../ownership.ts';

/** A contact of the owner with a draft and a stored attorney: another client's is 404. */
export const attorneyOwnershipCases: OwnershipCaseSet = async ({ owner }) => {
  const contact = await owner.post('/srv/SetContact', {
    name: 'Лебедев Олег Ильич',
    phone: '+7 900 222-33-44',
    email: 'lebedev@example.ru',
  });
  const idContact = String(contact.json().contact.id);
  const fields = {
    id_contact: idContact,
    attorney_type: 'scan',
    canCSPAttorneyNumber: '9/2026',
    canCSPDate: ruDayFromToday(-1),
    canCSPDateExpired: ruDayFromToday(100),
    customPosition: 'Инженер',
  };
  const draft = await owner.post('/srv/CabinetAttorneyWizard', { step: '1', submit: '1', ...fields });
  const idObject = String(draft.json().wizard.id_object);
  const scan = await owner.upload('/srv/SetFile', {
    files: [{ field: 'file', name: 'скан.pdf', bytes: SMALL_PDF }],
  });
  await owner.post('/srv/CabinetSetAttorneyV2', { ...fields, id_file: String(scan.json().id) });
  const cases: OwnershipCase[] = [
    {
      call: 'CabinetAttorneyWizard id_object',
      send: (session) => session.post('/srv/CabinetAttorneyWizard', { step: '1', id_object: idObject }),
    },
    {
      call: 'CabinetSupplyAttorneyCreateWizard id_object',
      send: (session) =>
        session.post('/srv/CabinetSupplyAttorneyCreateWizard', { action: 'Load', id_object: idObject }),
    },
    {
      call: 'CabinetRevokeAttorney id_contact',
      send: (session) => session.get(`/srv/CabinetRevokeAttorney?id_contact=${idContact}`),
    },
  ];
  return cases;
};
