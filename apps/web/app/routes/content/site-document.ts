import { content, type TCallReply } from '@agrolease/contracts';
import contentDisposition from 'content-disposition';
import { getGateway } from '../../lib/gateway.server';
import { gatewayStatus } from '../../lib/not-found.server';
import type { Route } from './+types/site-document';

const FILE_NAME = /^([a-z0-9_-]{1,64})\.(pdf|docx)$/i;

function notFound(): Response {
  return new Response('Документ не найден', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

/**
 * /docs/{code}.pdf|docx: a published document (the packages of the content pages), rendered by
 * the gateway from its text (GetDocFile, decision 0089). The name must be the document's own url.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = FILE_NAME.exec(params.file ?? '');
  if (!match?.[1]) return notFound();
  let file: TCallReply<typeof content.getDocFile>;
  try {
    file = await getGateway(context).call(content.getDocFile, { code: match[1] });
  } catch (error) {
    if (gatewayStatus(error) === 404 || gatewayStatus(error) === 400) return notFound();
    throw error;
  }
  if (file.file_name !== params.file) return notFound();
  const extension = file.file_name.slice(file.file_name.lastIndexOf('.'));
  return new Response(Buffer.from(file.content, 'base64'), {
    headers: {
      'content-type': file.mime_type,
      // `content-disposition` writes RFC 5987's filename* (encodeURIComponent lets ' ( ) * through).
      'content-disposition': contentDisposition(`${file.title}${extension}`, {
        type: 'inline',
        fallback: file.file_name,
      }),
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
