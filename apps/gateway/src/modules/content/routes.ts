import { content } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import {
  documentByCode,
  documentPackage,
  dynamicSitemap,
  getPageIds,
  getPageInfo,
  leasingAbout,
  sellingPoints,
  siteMap,
} from './service.ts';
import { siteDocumentFile } from './site-document-file.ts';

/** Content pages, documents and site maps (GetPageBanners/GetNomenclatureBanners live with the catalogue). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, content.getPageIDs, () => getPageIds(app.db));
  registerCall(app, content.getPageInfo, (input) => getPageInfo(app.db, input));
  registerCall(app, content.leasingAbout, async () => leasingAbout());
  registerCall(app, content.getDocByCode, (input) => documentByCode(app.db, input.code));
  registerCall(app, content.getDocFile, async (input) => ({
    success: true as const,
    ...(await siteDocumentFile(app.db, input.code)),
  }));
  registerCall(app, content.getPackageByCode, (input) => documentPackage(app.db, input.code));
  registerCall(app, content.getUTPByCode, (input) => sellingPoints(app.db, input.code));
  registerCall(app, content.getMapV2, () => siteMap(app.db));
  registerCall(app, content.getDynamicSitemap, () => dynamicSitemap(app.db));
}
