import type { OwnershipCase, OwnershipCaseSet } from '../ownership.ts';

/** The compliance wizards by id_object, and a questionnaire's Delete and Cancel: another client's is 404. */
export const complianceOwnershipCases: OwnershipCaseSet = async ({ owner }) => {
  const cases: OwnershipCase[] = [];
  const wizards = {
    '/CRMBeneficiaryQuestionnaireWizard': { q005_no: '1', q006_no: '1', q008_no: '1', q009_no: '1' },
    '/CRMCreditDeclarationWizard': { no_obligations: '1' },
    '/NRSWizard': {
      country: 'KZ',
      reg_number: '123456789012',
      name_latin: 'Dala Agro LLP',
      name_ru: 'ТОО «Дала Агро»',
      address: 'Астана, ул. Кенесары, 40',
    },
  };
  for (const [path, fields] of Object.entries(wizards)) {
    const saved = await owner.post(`/srv${path}`, { step: '1', submit: '1', ...fields });
    const id = String(saved.json().wizard.id_object);
    cases.push({
      call: `${path.slice(1)} id_object`,
      send: (session) => session.post(`/srv${path}`, { id_object: id }),
    });
  }
  const created = await owner.get('/srv/CRMBeneficiaryQuestionnairies/Create');
  const id = String(created.json().id_object);
  // The stranger goes first (the table's rule), so the owner's Delete still finds the draft.
  cases.push({
    call: 'CRMBeneficiaryQuestionnairies/Delete/{id}',
    send: (session) => session.get(`/srv/CRMBeneficiaryQuestionnairies/Delete/${id}`),
  });
  return cases;
};
