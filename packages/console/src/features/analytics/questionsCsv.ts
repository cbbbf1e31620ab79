import { questionsCsv, type TypedAnswer } from '@showroom/contract';

/**
 * spec 3 §2.11 Audience Questions: the contract's CSV of typed answers (only non-empty texts,
 * §5; formula cells neutralised there, as the contacts' export does), UTF-8 with a BOM so
 * spreadsheets read accents right.
 */
export function audienceQuestionsCsv(rows: readonly TypedAnswer[]): string {
  return `\uFEFF${questionsCsv(rows)}`;
}

/** The download's name: the widget's label made safe for a file system. */
export function questionsFileName(widget: string): string {
  const base = widget
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${base || 'audience'}-questions.csv`;
}
