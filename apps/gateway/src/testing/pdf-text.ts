import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

/**
 * The text of each page of a PDF, for tests: hex strings shown with fonts that carry a ToUnicode
 * map (pdf-lib's and pdfmake's embedded fonts do), joined per page. Enough to check what a
 * stamp or an audit page says without a PDF renderer.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const context = document.context;
  const resolve = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? context.lookup(object) : object;
  const streamText = (object: PDFObject | undefined): string => {
    const stream = resolve(object);
    if (!(stream instanceof PDFRawStream)) return '';
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  };
  return document.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const resources = resolve(page.node.get(PDFName.of('Resources')));
    const fontDict = resources instanceof PDFDict ? resolve(resources.get(PDFName.of('Font'))) : undefined;
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = resolve(ref);
        if (!(font instanceof PDFDict)) continue;
        const cmap = streamText(font.get(PDFName.of('ToUnicode')));
        const map = new Map<string, string>();
        const unicodeOf = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
        // pdfmake (pdfkit) writes ranges with one code per glyph: <first> <last> [<u1> <u2> …].
        const rangeArrays = /<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g;
        for (const [, first = '', codes = ''] of cmap.matchAll(rangeArrays)) {
          [...codes.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, unicode = ''], index) => {
            map.set(
              (Number.parseInt(first, 16) + index).toString(16).padStart(first.length, '0'),
              unicodeOf(unicode),
            );
          });
        }
        for (const match of cmap.replace(rangeArrays, '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
          const [, glyph = '', unicode = ''] = match;
          map.set(glyph.toLowerCase(), Buffer.from(unicode, 'hex').swap16().toString('utf16le'));
        }
        fonts.set(name.asString(), map);
      }
    }
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const source = streams.map((stream) => streamText(stream as PDFObject)).join('\n');
    let current = new Map<string, string>();
    const pieces: string[] = [];
    for (const token of source.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|(T\*|Tj|TJ|ET)/g)) {
      if (token[1]) current = fonts.get(token[1]) ?? new Map();
      else if (token[2] !== undefined) {
        const hex = token[2].toLowerCase();
        for (let index = 0; index + 4 <= hex.length; index += 4)
          pieces.push(current.get(hex.slice(index, index + 4)) ?? '');
      } else if (token[3] === 'ET') pieces.push('\n');
    }
    return pieces.join('');
  });
}
