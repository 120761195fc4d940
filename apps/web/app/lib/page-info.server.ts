import { content, isGatewayError as isGatewayRefusal, type TCallInput } from '@agrolease/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { getGateway } from './gateway.server';

type PageInfoInput = TCallInput<typeof content.getPageInfo>;

/**
 * A content page for a loader: 404 when the gateway has none, and a redirect when the page
 * carries url_redirect (spec 1 §2 "Pages with a url_redirect send the user to its target").
 */
export async function loadPageInfo(context: AppLoadContext, input: PageInfoInput) {
  try {
    const page = await getGateway(context).call(content.getPageInfo, input);
    if (page.url_redirect) throw redirect(page.url_redirect, 301);
    return page;
  } catch (error) {
    if (isGatewayRefusal(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export function pathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
