import { type Catalogue, catalogue, notAssignedFeatureId } from '@showroom/contract';
// Also sets Zod's English messages, which the problems below quote.
import { capText } from '../http/validation.ts';

/**
 * Reading a company's marketplace catalogue from the file a rep sends (PUT
 * /web/embed-settings/catalogue; formats in docs/embeds.md). Nothing of a cell is ever evaluated:
 * a cell that starts with '=' is text like any other. Every problem is reported in words a rep can
 * act on (the line of a CSV file, the place in a JSON one), never with the file's content.
 */

export type CatalogueFormat = 'json' | 'csv';
export type CatalogueRead = { ok: true; catalogue: Catalogue } | { ok: false; problem: string };

/** Ids in a problem come from the file: each is cut short, and so is the whole. */
const refused = (problem: string): CatalogueRead => ({ ok: false, problem: capText(problem, 300) });

/** The CSV file's columns, in the order docs/embeds.md writes them; any order is read. */
export const catalogueCsvColumns = [
  'category_id',
  'category_name',
  'product_id',
  'product_name',
  'feature_id',
  'feature_name',
  'feature_text',
  'not_supported',
] as const;
type Column = (typeof catalogueCsvColumns)[number];

export interface CsvRecord {
  /** The line the record starts on, from 1 (a quoted field may span lines). */
  line: number;
  fields: string[];
}

/**
 * RFC 4180 records, strictly: a leading byte-order mark is dropped; CRLF, LF and a lone CR end a
 * record; a field in double quotes may hold commas, quotes (doubled) and line breaks. A quote
 * inside an unquoted field, text after a closing quote and a quote left open are refused rather
 * than guessed at, since a guess would silently shift the columns of every row after it.
 * Blank lines are skipped.
 */
export function parseCsv(text: string): { records: CsvRecord[] } | { problem: string } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  /** Whether the current field was quoted: `""` alone on a line is a field, not a blank line. */
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endField = () => {
    fields.push(field);
    field = '';
    quoted = false;
  };
  const endRecord = () => {
    const blank = fields.length === 0 && field === '' && !quoted;
    endField();
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };
  /** Consumes the line break at i (CRLF, LF or CR) and counts it. */
  const lineBreak = () => {
    i += source[i] === '\r' && source[i + 1] === '\n' ? 2 : 1;
    line += 1;
  };
  const isBreak = (char: string | undefined) => char === '\r' || char === '\n';

  while (i < source.length) {
    const char = source[i]!;
    if (char === '"' && field === '' && !quoted) {
      // A quoted field, up to its closing quote.
      const opened = line;
      quoted = true;
      i += 1;
      for (;;) {
        if (i >= source.length) return { problem: `line ${opened}: a quoted field is not closed` };
        const inner = source[i]!;
        if (inner === '"' && source[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (inner === '"') {
          i += 1;
          break;
        } else if (isBreak(inner)) {
          const start = i;
          lineBreak();
          field += source.slice(start, i);
        } else {
          field += inner;
          i += 1;
        }
      }
      if (i < source.length && source[i] !== ',' && !isBreak(source[i])) {
        return { problem: `line ${line}: text after the closing quote of a field` };
      }
    } else if (char === ',') {
      endField();
      i += 1;
    } else if (isBreak(char)) {
      endRecord();
      lineBreak();
      recordLine = line;
    } else if (char === '"') {
      return { problem: `line ${line}: a quote inside a field that does not start with one` };
    } else {
      field += char;
      i += 1;
    }
  }
  // The last record, unless the file ended with its line break.
  endRecord();
  return { records };
}

const notSupportedValues: Record<string, boolean> = {
  '': false,
  false: false,
  no: false,
  '0': false,
  true: true,
  yes: true,
  '1': true,
};

/** The catalogue a CSV file describes: one row per feature (or per product or category without any). */
function catalogueFromCsv(text: string): CatalogueRead {
  const parsed = parseCsv(text);
  if ('problem' in parsed) return refused(parsed.problem);
  const [header, ...rows] = parsed.records;
  if (!header) return refused('the file is empty');
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const index = {} as Record<Column, number>;
  for (const [position, name] of names.entries()) {
    if (!(catalogueCsvColumns as readonly string[]).includes(name)) {
      return refused(
        `line ${header.line}: unknown column ${JSON.stringify(name.slice(0, 40))}; the columns are ${catalogueCsvColumns.join(',')}`,
      );
    }
    if (index[name as Column] !== undefined)
      return refused(`line ${header.line}: the column ${name} appears twice`);
    index[name as Column] = position;
  }
  const missing = catalogueCsvColumns.filter((name) => index[name] === undefined);
  if (missing.length) return refused(`line ${header.line}: missing column(s) ${missing.join(', ')}`);

  type Draft = Catalogue['categories'][number];
  const categories = new Map<string, Draft>();
  const products = new Map<string, { categoryId: string; product: Draft['products'][number] }>();
  for (const row of rows) {
    if (row.fields.length !== names.length) {
      return refused(`line ${row.line}: ${row.fields.length} fields where the header has ${names.length}`);
    }
    const cell = (name: Column) => row.fields[index[name]]!.trim();
    const at = `line ${row.line}`;
    const categoryId = cell('category_id');
    if (!categoryId) return refused(`${at}: category_id is empty`);
    let category = categories.get(categoryId);
    if (!category) {
      category = { id: categoryId, name: cell('category_name'), products: [] };
      categories.set(categoryId, category);
    } else if (cell('category_name') && cell('category_name') !== category.name) {
      return refused(`${at}: category ${categoryId} has another name on an earlier line`);
    }

    const productId = cell('product_id');
    if (!productId) {
      if (cell('product_name') || cell('feature_id') || cell('feature_name') || cell('feature_text'))
        return refused(`${at}: product_id is empty`);
      continue;
    }
    let entry = products.get(productId);
    if (!entry) {
      entry = { categoryId, product: { id: productId, name: cell('product_name'), features: [] } };
      products.set(productId, entry);
      category.products.push(entry.product);
    } else if (entry.categoryId !== categoryId) {
      return refused(`${at}: product ${productId} is in category ${entry.categoryId} on an earlier line`);
    } else if (cell('product_name') && cell('product_name') !== entry.product.name) {
      return refused(`${at}: product ${productId} has another name on an earlier line`);
    }

    const featureId = cell('feature_id');
    const notSupported = notSupportedValues[cell('not_supported').toLowerCase()];
    if (notSupported === undefined) return refused(`${at}: not_supported must be true or false`);
    if (!featureId) {
      if (cell('feature_name') || cell('feature_text') || notSupported)
        return refused(`${at}: feature_id is empty`);
      continue;
    }
    // The text keeps its inner spacing and line breaks; only the cell's ends are trimmed.
    entry.product.features.push({
      id: featureId,
      name: cell('feature_name'),
      text: cell('feature_text'),
      notSupported,
    });
  }
  return checked({ categories: [...categories.values()] });
}

/** Where a schema problem is, as `categories[2].products[0].name`. */
const placeOf = (path: readonly PropertyKey[]) =>
  path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');

/**
 * The contract's shape and limits, then what the shape cannot say: ids the calls address by must
 * be unique (a category id in the catalogue; a product id in the whole catalogue, since
 * /web/products/features/{productId} names it alone; a feature id within its product), and no
 * feature may take the id of the 'Not Assigned' choice.
 */
function checked(value: unknown): CatalogueRead {
  const result = catalogue.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const place = placeOf(issue.path);
    return refused(`${place || 'the file'}: ${issue.message}`);
  }
  const categoryIds = new Set<string>();
  const productIds = new Set<string>();
  for (const category of result.data.categories) {
    if (categoryIds.has(category.id)) return refused(`category id ${category.id} is used twice`);
    categoryIds.add(category.id);
    for (const product of category.products) {
      if (productIds.has(product.id)) return refused(`product id ${product.id} is used twice`);
      productIds.add(product.id);
      const featureIds = new Set<string>();
      for (const feature of product.features) {
        if (feature.id === notAssignedFeatureId)
          return refused(`product ${product.id}: the feature id ${notAssignedFeatureId} is reserved`);
        if (featureIds.has(feature.id))
          return refused(`product ${product.id}: feature id ${feature.id} is used twice`);
        featureIds.add(feature.id);
      }
    }
  }
  return { ok: true, catalogue: result.data };
}

/** The catalogue in `content`, or why it cannot be read. */
export function readCatalogueFile(format: CatalogueFormat, content: string): CatalogueRead {
  if (format === 'csv') return catalogueFromCsv(content);
  let value: unknown;
  try {
    value = JSON.parse(content.startsWith('\uFEFF') ? content.slice(1) : content);
  } catch {
    return refused('the file is not JSON');
  }
  return checked(value);
}
