import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { renderDocx } from './render-docx.ts';

/** The archive read back by an independent ZIP reader, as Word would open it. */
async function readBack(bytes: Buffer) {
  const archive = await JSZip.loadAsync(bytes, { checkCRC32: true });
  const text = (name: string) => {
    const entry = archive.file(name);
    if (!entry) throw new Error(`no ${name} in the package`);
    return entry.async('string');
  };
  return { names: Object.keys(archive.files).sort(), text };
}

describe('the DOCX writer (decision 0181: its hand-made ZIP read back)', () => {
  it('writes a package a ZIP reader opens, with the paragraphs in word/document.xml', async () => {
    const bytes = renderDocx([
      { text: 'Заявление о предоставлении в сублизинг', style: 'Title' },
      { text: '1. Сведения о компании', style: 'Heading1' },
      { text: 'ООО «Нива» <ИНН 3662000015> & партнёры "Юг"' },
    ]);
    const { names, text } = await readBack(bytes);
    expect(names).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/_rels/document.xml.rels',
      'word/document.xml',
      'word/styles.xml',
    ]);
    const document = await text('word/document.xml');
    const paragraphs = [...document.matchAll(/<w:p>(.*?)<\/w:p>/g)].map((match) => match[1] ?? '');
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[0]).toContain('<w:pStyle w:val="Title"/>');
    expect(paragraphs[1]).toContain('<w:pStyle w:val="Heading1"/>');
    const texts = paragraphs.map((paragraph) => /<w:t xml:space="preserve">(.*)<\/w:t>/.exec(paragraph)?.[1]);
    expect(texts).toEqual([
      'Заявление о предоставлении в сублизинг',
      '1. Сведения о компании',
      'ООО «Нива» &lt;ИНН 3662000015&gt; &amp; партнёры &quot;Юг&quot;',
    ]);
    expect(await text('[Content_Types].xml')).toContain('PartName="/word/document.xml"');
    expect(await text('_rels/.rels')).toContain('Target="word/document.xml"');
  });

  it('keeps the XML well-formed when a text carries control characters', async () => {
    const { text } = await readBack(renderDocx([{ text: 'строка\u0001 с\u0008 мусором\u000b' }]));
    const document = await text('word/document.xml');
    for (const control of ['\u0001', '\u0008', '\u000b']) expect(document).not.toContain(control);
    expect(document).toContain('строка с мусором');
  });
});
