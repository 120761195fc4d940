import type { TApplicationProduct } from '@agrolease/contracts/application';
import type { TErrorReply } from '@agrolease/contracts/error-reply';

/** The browser's own calls of the application wizard beside the wizard call itself. */
async function send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/srv${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('Нет связи с сервером, попробуйте ещё раз');
  }
  const reply = (await response.json().catch(() => null)) as (T & { success?: boolean }) | TErrorReply | null;
  if (!response.ok || !reply || reply.success === false) {
    const error = reply as TErrorReply | null;
    throw new Error(error?.errors_list?.[0]?.error || error?.error_message || 'Не удалось выполнить запрос');
  }
  return reply as T;
}

export interface ProductsReply {
  products: TApplicationProduct[];
  productSumm: number;
}

export interface ProductChange {
  quantity?: number;
  idPrice?: number | null;
  complect?: number[];
}

/** The paths of the wizard's own calls: the client's, or the agent's on the company's behalf. */
export interface ApplicationApiPaths {
  setProducts: string;
  unsetProducts: string;
  shippingCost: string;
}

export const CLIENT_APPLICATION_PATHS: ApplicationApiPaths = {
  setProducts: '/CabinetApplicationSetProducts',
  unsetProducts: '/CabinetApplicationUnSetProducts',
  shippingCost: '/CabinetApplicationWizard/GetShippingCost',
};

/** The agent's calls of the same wizard (decision 0108). */
export const AGENT_APPLICATION_PATHS: ApplicationApiPaths = {
  setProducts: '/AgentApplicationWizard/SetProducts',
  unsetProducts: '/AgentApplicationWizard/UnSetProducts',
  shippingCost: '/AgentApplicationWizard/GetShippingCost',
};

export function applicationApiAt(paths: ApplicationApiPaths) {
  return {
    setProduct(idObject: number, idProduct: number, change: ProductChange): Promise<ProductsReply> {
      const key = String(idProduct);
      return send('POST', paths.setProducts, {
        id_object: idObject,
        ...(change.quantity === undefined ? {} : { quantity: { [key]: change.quantity } }),
        products: { [key]: change.idPrice ?? '' },
        ...(change.complect === undefined ? {} : { complect: { [key]: change.complect } }),
      });
    },
    removeRow(idObject: number, idRow: number): Promise<ProductsReply> {
      return send('PUT', paths.unsetProducts, { id_object: idObject, id_row: idRow });
    },
    shippingCost(idObject: number, deliveryRegion: string) {
      return send<{ cost: number; cost_formatted: string; distance: number }>('POST', paths.shippingCost, {
        id_object: idObject,
        delivery_region: deliveryRegion,
      });
    },
  };
}

export type ApplicationApi = ReturnType<typeof applicationApiAt>;
