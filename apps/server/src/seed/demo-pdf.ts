import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY_SIZE = 12;
const LINE_HEIGHT = 18;

/** Splits text into lines that fit `maxWidth` at `size` in `font`. */
function wrap(text: string, measure: (line: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) > maxWidth && line !== '') {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A real, text-bearing A4 PDF: each entry of `pages` is one page, under a heading with the document
 * title and page number. Standard fonts only (WinAnsi text), so the text layer is extractable.
 */
export async function makeStudyPdf(title: string, pages: readonly string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setProducer('PrepShelf demo content');
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  pages.forEach((text, index) => {
    const page = document.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    page.drawText(title, { x: PAGE.margin, y, size: 16, font: bold, color: rgb(0.1, 0.2, 0.45) });
    y -= 14;
    page.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: PAGE.margin,
      y,
      size: 9,
      font,
      color: rgb(0.4, 0.4, 0.4),
    });
    y -= 30;
    for (const line of wrap(text, (candidate) => font.widthOfTextAtSize(candidate, BODY_SIZE), maxWidth)) {
      if (y < PAGE.margin) break;
      page.drawText(line, { x: PAGE.margin, y, size: BODY_SIZE, font });
      y -= LINE_HEIGHT;
    }
  });
  return Buffer.from(await document.save());
}
