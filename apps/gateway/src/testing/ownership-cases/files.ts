import { SMALL_PDF } from '../cabinet-session.ts';
import type { OwnershipCaseSet } from '../ownership.ts';

export const fileOwnershipCases: OwnershipCaseSet = async ({ owner }) => {
  const { id } = (
    await owner.upload('/srv/SetFile', { files: [{ field: 'file', name: 'a.pdf', bytes: SMALL_PDF }] })
  ).json();
  return [
    { call: 'GetFile', send: (session) => session.get(`/srv/GetFile?id=${id}`) },
    { call: 'files/{id}', send: (session) => session.get(`/srv/files/${id}`) },
  ];
};
