import { SMALL_PDF } from '../cabinet-session.ts';
import type { OwnershipCaseSet } from '../ownership.ts';

export const complaintOwnershipCases: OwnershipCaseSet = async ({ owner }) => {
  const { id } = (
    await owner.upload('/srv/CabinetPostComplaint', {
      fields: { text: 'Обращение для проверки владельца', id_UListItem: '8' },
      files: [{ field: 'id_File', name: 'a.pdf', bytes: SMALL_PDF }],
    })
  ).json();
  const { id_File } = (await owner.get(`/srv/GetCabinetComplaint?id_complaint=${id}`)).json();
  return [
    {
      call: 'GetCabinetComplaint',
      send: (session) => session.get(`/srv/GetCabinetComplaint?id_complaint=${id}`),
    },
    { call: 'complaint file', send: (session) => session.get(id_File.src) },
  ];
};
