import { createRequire } from 'node:module';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

type Pdfmake = typeof import('pdfmake');

let loading: Promise<Pdfmake> | undefined;

/**
 * pdfmake with its Roboto fonts (Cyrillic included), loaded on the first document so that
 * start-up does not pay for it; documents may read only the font files and fetch no URL.
 */
function loadPdfmake(): Promise<Pdfmake> {
  loading ??= import('pdfmake').then((module) => {
    const pdfmake = ((module as { default?: Pdfmake }).default ?? module) as Pdfmake;
    const require = createRequire(import.meta.url);
    const fonts = require('pdfmake/fonts/Roboto.js') as Parameters<Pdfmake['setFonts']>[0];
    pdfmake.setFonts(fonts);
    // A document reads no file but the fonts, and fetches no URL.
    const fontFiles = new Set(Object.values(fonts).flatMap((font) => Object.values(font)));
    const policies = pdfmake as unknown as {
      setUrlAccessPolicy(callback: (url: string) => boolean): void;
      setLocalAccessPolicy(callback: (path: string) => boolean): void;
    };
    policies.setUrlAccessPolicy(() => false);
    policies.setLocalAccessPolicy((path) => fontFiles.has(path));
    return pdfmake;
  });
  return loading;
}

/** The PDF bytes of a pdfmake document definition. */
export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await loadPdfmake();
  return pdfmake.createPdf(definition).getBuffer();
}
