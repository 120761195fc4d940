import { APPROVAL, insertSubmittedApplication } from '../applications.ts';
import { signInAs } from '../cabinet-session.ts';
import type { OwnershipCaseSet } from '../ownership.ts';

/** RALOffer and its answers, and the deal wizard's calls on the deal the accepted offer opens. */
export const offerOwnershipCases: OwnershipCaseSet = async ({ gateway, owner }) => {
  const manager = await signInAs(gateway, 'manager');
  const approved = async () => {
    const { id } = await insertSubmittedApplication(gateway, 'client');
    await manager.post('/srv/Backoffice/Application/Approve', { id_object: String(id), ...APPROVAL });
    return id;
  };
  const toShow = await approved();
  const toAccept = await approved();
  const toReject = await approved();
  const withDeal = await approved();
  const dealId = (await owner.get(`/srv/RALOffer/Accept?id_object=${withDeal}`)).json().id_deal as number;
  await manager.post('/srv/Backoffice/Deal/NextStage', { id_object: String(dealId), stage: 'conditions' });
  const orderId = (await owner.post('/srv/CabinetDealWizard', { id_object: String(dealId) })).json()
    .id_shipping;
  return [
    {
      call: 'CabinetApplicationCard',
      send: (session) => session.get(`/srv/CabinetApplicationCard?id_object=${toShow}`),
    },
    { call: 'RALOffer', send: (session) => session.get(`/srv/RALOffer?id_object=${toShow}`) },
    { call: 'RALOffer/Accept', send: (session) => session.get(`/srv/RALOffer/Accept?id_object=${toAccept}`) },
    { call: 'RALOffer/Reject', send: (session) => session.get(`/srv/RALOffer/Reject?id_object=${toReject}`) },
    {
      call: 'CabinetDealWizard',
      send: (session) => session.post('/srv/CabinetDealWizard', { id_object: String(dealId) }),
    },
    {
      call: 'CabinetDealWizard/getComissionDocuments',
      send: (session) => session.get(`/srv/CabinetDealWizard/getComissionDocuments?id_object=${dealId}`),
    },
    {
      call: 'CabinetDealWizard/GetShippingCost',
      send: (session) =>
        session.post('/srv/CabinetDealWizard/GetShippingCost', { id_shipping: String(orderId) }),
    },
  ];
};
