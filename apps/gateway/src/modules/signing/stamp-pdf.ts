import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { auditRows, type SignatureFacts, stampLines, wrapText } from '@agrolease/domain';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { AppError } from '../../errors/app-error.ts';

/**
 * The signed copy of a PDF (ARCHITECTURE.md §6): the original pages with a stamp at the foot
 * of each, and an audit page after the last. pdf-lib edits the existing file; the Roboto
 * fonts pdfmake ships are embedded so that Cyrillic renders in every viewer.
 */

type PdfLib = typeof import('pdf-lib');

let pdfLib: Promise<{ lib: PdfLib; fontkit: Parameters<PDFDocument['registerFontkit']>[0] }> | undefined;

/**
 * pdf-lib and fontkit, loaded with the first PDF a process stamps: kept out of a worker that
 * stamps none, they spare it about 8 MB of heap (decision 0172).
 */
function loadPdfLib() {
  pdfLib ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([lib, fontkit]) => ({
    lib,
    fontkit: fontkit.default,
  }));
  return pdfLib;
}

let fonts: Promise<{ regular: Buffer; medium: Buffer }> | undefined;

function loadFonts() {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const directory = join(dirname(require.resolve('pdfmake/fonts/Roboto.js')), 'Roboto');
    const [regular, medium] = await Promise.all([
      readFile(join(directory, 'Roboto-Regular.ttf')),
      readFile(join(directory, 'Roboto-Medium.ttf')),
    ]);
    return { regular, medium };
  })();
  return fonts;
}

/** The stamp's ink and greys, in pdf-lib's colours. */
function paletteOf(rgb: PdfLib['rgb']) {
  return {
    ink: rgb(0.07, 0.25, 0.55),
    label: rgb(0.3, 0.3, 0.3),
    rule: rgb(0.8, 0.8, 0.8),
    note: rgb(0.4, 0.4, 0.4),
    paper: rgb(1, 1, 1),
  };
}
type Palette = ReturnType<typeof paletteOf>;

const STAMP = { margin: 18, padding: 6, size: 7, leading: 9, width: 300 } as const;

function drawStamp(
  page: ReturnType<PDFDocument['getPages']>[number],
  lines: string[],
  regular: PDFFont,
  bold: PDFFont,
  palette: Palette,
) {
  const { width } = page.getSize();
  const boxWidth = Math.min(STAMP.width, width - 2 * STAMP.margin);
  const inner = boxWidth - 2 * STAMP.padding;
  const wrapped = lines.flatMap((line, index) =>
    wrapText(line, inner, (text) => (index === 0 ? bold : regular).widthOfTextAtSize(text, STAMP.size)).map(
      (text) => ({ text, bold: index === 0 }),
    ),
  );
  const boxHeight = wrapped.length * STAMP.leading + 2 * STAMP.padding;
  page.drawRectangle({
    x: STAMP.margin,
    y: STAMP.margin,
    width: boxWidth,
    height: boxHeight,
    color: palette.paper,
    opacity: 0.92,
    borderColor: palette.ink,
    borderWidth: 0.8,
  });
  wrapped.forEach((line, index) => {
    page.drawText(line.text, {
      x: STAMP.margin + STAMP.padding,
      y: STAMP.margin + boxHeight - STAMP.padding - (index + 1) * STAMP.leading + 2,
      size: STAMP.size,
      font: line.bold ? bold : regular,
      color: palette.ink,
    });
  });
}

function drawAuditPage(
  document: PDFDocument,
  facts: SignatureFacts,
  regular: PDFFont,
  bold: PDFFont,
  palette: Palette,
) {
  const page = document.addPage([595.28, 841.89]);
  const left = 56;
  const labelWidth = 150;
  const valueWidth = 595.28 - left * 2 - labelWidth - 10;
  let y = 841.89 - 64;
  page.drawText('Лист подписания документа', { x: left, y, size: 16, font: bold, color: palette.ink });
  y -= 22;
  page.drawText(stampLines(facts)[0] ?? '', { x: left, y, size: 10, font: regular });
  y -= 26;
  for (const [label, value] of auditRows(facts)) {
    const lines = wrapText(value, valueWidth, (text) => regular.widthOfTextAtSize(text, 10));
    page.drawText(label, {
      x: left,
      y,
      size: 9,
      font: bold,
      color: palette.label,
      maxWidth: labelWidth,
    });
    lines.forEach((line, index) => {
      page.drawText(line, { x: left + labelWidth + 10, y: y - index * 13, size: 10, font: regular });
    });
    y -= lines.length * 13 + 9;
    page.drawLine({
      start: { x: left, y: y + 4 },
      end: { x: 595.28 - left, y: y + 4 },
      thickness: 0.4,
      color: palette.rule,
    });
  }
  page.drawText(
    'Подлинность подписи подтверждается записью о подписании в информационной системе АО «Агролизинг»; SHA-256 вычислен по исходному файлу до нанесения отметок.',
    {
      x: left,
      y: y - 16,
      size: 8,
      font: regular,
      color: palette.note,
      maxWidth: 595.28 - left * 2,
      lineHeight: 11,
    },
  );
}

/** The stamped copy's bytes; a file that is not a readable PDF is refused in Russian. */
export async function stampPdf(original: Buffer, facts: SignatureFacts): Promise<Buffer> {
  const { lib, fontkit } = await loadPdfLib();
  let document: PDFDocument;
  try {
    document = await lib.PDFDocument.load(original, { updateMetadata: false });
  } catch (error) {
    throw new AppError(
      'CONFLICT',
      `Документ «${facts.documentTitle}» не является PDF и не может быть подписан`,
      {
        cause: error,
      },
    );
  }
  document.registerFontkit(fontkit);
  const { regular: regularBytes, medium } = await loadFonts();
  const regular = await document.embedFont(regularBytes, { subset: true });
  const bold = await document.embedFont(medium, { subset: true });
  const lines = stampLines(facts);
  const palette = paletteOf(lib.rgb);
  for (const page of document.getPages()) drawStamp(page, lines, regular, bold, palette);
  drawAuditPage(document, facts, regular, bold, palette);
  document.setSubject(`${lines[0]}; SHA-256 ${facts.sha256}`);
  document.setModificationDate(facts.signedAt);
  return Buffer.from(await document.save());
}
