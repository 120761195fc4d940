import { SMALL_PDF } from '../cabinet-session.ts';
import type { OwnershipCaseSet } from '../ownership.ts';

/** Documents calls about one of the owner's documents (an upload of theirs). */
export const documentOwnershipCases: OwnershipCaseSet = async ({ owner }) => {
  const created = await owner.upload('/srv/ClientDocumentEdit', {
    fields: { title: 'Выписка' },
    files: [{ field: 'file', name: 'Выписка.pdf', bytes: SMALL_PDF }],
  });
  const id = created.json().document.id as number;
  return [
    {
      call: 'CabinetDocumentsV2/PDF/{id}',
      send: (session) => session.get(`/srv/CabinetDocumentsV2/PDF/${id}`),
    },
    {
      call: 'ClientDocumentEdit',
      send: (session) =>
        session.upload('/srv/ClientDocumentEdit', {
          fields: { id_document: String(id) },
          files: [{ field: 'file', name: 'Выписка-2.pdf', bytes: SMALL_PDF }],
        }),
    },
  ];
};
