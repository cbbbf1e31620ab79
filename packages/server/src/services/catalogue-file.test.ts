import { type Catalogue, notAssignedFeatureId } from '@showroom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueCsvColumns, parseCsv, readCatalogueFile } from './catalogue-file.ts';

const header = catalogueCsvColumns.join(',');
const csv = (...rows: string[]) => `${[header, ...rows].join('\n')}\n`;
const problemOf = (result: ReturnType<typeof readCatalogueFile>) => (result.ok ? null : result.problem);
const catalogueOf = (result: ReturnType<typeof readCatalogueFile>): Catalogue => {
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.catalogue;
};

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\r\nlines"\r\nd,,"",e')).toEqual({
      records: [
        { line: 1, fields: ['a', 'b, c', 'say "hi"', 'two\r\nlines'] },
        { line: 3, fields: ['d', '', '', 'e'] },
      ],
    });
  });

  it('drops the byte-order mark, takes CRLF, LF and CR, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n\r\nc,d\re,f\n\n')).toEqual({
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 3, fields: ['c', 'd'] },
        { line: 4, fields: ['e', 'f'] },
      ],
    });
  });

  it('keeps a lone quoted empty field as a record, not a blank line', () => {
    expect(parseCsv('""\n')).toEqual({ records: [{ line: 1, fields: [''] }] });
  });

  it('keeps what looks like a formula as text', () => {
    expect(parseCsv('=HYPERLINK("x"),+1,-1,@SUM(A1)')).toEqual({
      problem: 'line 1: a quote inside a field that does not start with one',
    });
    expect(parseCsv('"=HYPERLINK(""x"")",+1,@SUM(A1)')).toEqual({
      records: [{ line: 1, fields: ['=HYPERLINK("x")', '+1', '@SUM(A1)'] }],
    });
  });

  it.each([
    ['a,"open\nb,c', 'line 1: a quoted field is not closed'],
    ['a,b\n"x"y,c', 'line 2: text after the closing quote of a field'],
    ['a,b\nc,d"e', 'line 2: a quote inside a field that does not start with one'],
  ])('refuses %j', (text, problem) => {
    expect(parseCsv(text)).toEqual({ problem });
  });

  it('reads back any table written the RFC 4180 way, with any line ending and an optional BOM', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', '=', 'é', '😀') });
    const quote = (value: string) =>
      /[",\r\n]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 6 }),
          ),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.boolean(),
        fc.boolean(),
        (rows, newline, bom, trailing) => {
          const text = `${bom ? '\uFEFF' : ''}${rows.map((row) => row.map(quote).join(',')).join(newline)}${trailing ? newline : ''}`;
          const parsed = parseCsv(text);
          expect('records' in parsed && parsed.records.map((record) => record.fields)).toEqual(rows);
        },
      ),
    );
  });
});

describe('readCatalogueFile', () => {
  it('builds categories, products and features from CSV rows, in file order', () => {
    const result = readCatalogueFile(
      'csv',
      csv(
        'crm,CRM,crm-pipeline,Pipeline,forecast,Forecast,"Forecasts, at a glance",false',
        'crm,,crm-pipeline,,stages,Stages,"Drag deals\nbetween stages",',
        'crm,CRM,crm-contacts,Contacts,,,,',
        'support,Support,,,,,,',
        'crm,CRM,crm-pipeline,Pipeline,ai,AI scoring,Not yet,TRUE',
      ),
    );
    expect(catalogueOf(result)).toEqual({
      categories: [
        {
          id: 'crm',
          name: 'CRM',
          products: [
            {
              id: 'crm-pipeline',
              name: 'Pipeline',
              features: [
                { id: 'forecast', name: 'Forecast', text: 'Forecasts, at a glance', notSupported: false },
                { id: 'stages', name: 'Stages', text: 'Drag deals\nbetween stages', notSupported: false },
                { id: 'ai', name: 'AI scoring', text: 'Not yet', notSupported: true },
              ],
            },
            { id: 'crm-contacts', name: 'Contacts', features: [] },
          ],
        },
        { id: 'support', name: 'Support', products: [] },
      ],
    });
  });

  it('reads the columns in any order and the header in any case', () => {
    const text =
      'NOT_SUPPORTED,feature_text,Feature_Name,feature_id,product_name,product_id,category_name,category_id\r\nyes,T,F,f1,P,p1,C,c1\r\n';
    expect(catalogueOf(readCatalogueFile('csv', text)).categories[0]!.products[0]!.features).toEqual([
      { id: 'f1', name: 'F', text: 'T', notSupported: true },
    ]);
  });

  it('reads the JSON shape, with or without a byte-order mark', () => {
    const value: Catalogue = {
      categories: [
        {
          id: 'c',
          name: 'C',
          products: [
            { id: 'p', name: 'P', features: [{ id: 'f', name: 'F', text: '', notSupported: false }] },
          ],
        },
      ],
    };
    expect(catalogueOf(readCatalogueFile('json', JSON.stringify(value)))).toEqual(value);
    expect(catalogueOf(readCatalogueFile('json', `\uFEFF${JSON.stringify(value)}`))).toEqual(value);
  });

  it.each([
    ['an empty file', '', 'the file is empty'],
    [
      'a missing column',
      'category_id,category_name\nc,C\n',
      'line 1: missing column(s) product_id, product_name, feature_id, feature_name, feature_text, not_supported',
    ],
    [
      'an unknown column',
      `${header},notes\n`,
      'line 1: unknown column "notes"; the columns are category_id,category_name,product_id,product_name,feature_id,feature_name,feature_text,not_supported',
    ],
    ['a column twice', `${header},category_id\n`, 'line 1: the column category_id appears twice'],
    ['a short row', csv('c,C,p,P,f,F,T'), 'line 2: 7 fields where the header has 8'],
    ['an unreadable flag', csv('c,C,p,P,f,F,T,maybe'), 'line 2: not_supported must be true or false'],
    ['no category id', csv(',C,p,P,f,F,T,false'), 'line 2: category_id is empty'],
    ['a feature without a product', csv('c,C,,,f,F,T,false'), 'line 2: product_id is empty'],
    ['a named feature without an id', csv('c,C,p,P,,F,T,false'), 'line 2: feature_id is empty'],
    [
      'a category with two names',
      csv('c,C,p,P,f,F,T,false', 'c,Other,p,P,g,G,T,false'),
      'line 3: category c has another name on an earlier line',
    ],
    [
      'a product in two categories',
      csv('c,C,p,P,f,F,T,false', 'd,D,p,P,g,G,T,false'),
      'line 3: product p is in category c on an earlier line',
    ],
    [
      'a feature twice',
      csv('c,C,p,P,f,F,T,false', 'c,C,p,P,f,F,T,false'),
      'product p: feature id f is used twice',
    ],
    [
      'the Not Assigned id',
      csv(`c,C,p,P,${notAssignedFeatureId},F,T,false`),
      `product p: the feature id ${notAssignedFeatureId} is reserved`,
    ],
    [
      'a category without a name',
      csv('c,,p,P,f,F,T,false'),
      'categories[0].name: Too small: expected string to have >=1 characters',
    ],
    ['an open quote', csv('c,C,p,P,f,F,"T,false'), 'line 2: a quoted field is not closed'],
  ])('refuses CSV with %s', (_case, text, problem) => {
    expect(problemOf(readCatalogueFile('csv', text))).toBe(problem);
  });

  it.each([
    ['text that is not JSON', '{"categories": [', 'the file is not JSON'],
    ['another shape', '[]', 'the file: Invalid input: expected object, received array'],
    [
      'a wrong type',
      '{"categories":[{"id":"c","name":"C","products":[{"id":"p","name":"P","features":[{"id":"f","name":"F","text":"","notSupported":"yes"}]}]}]}',
      'categories[0].products[0].features[0].notSupported: Invalid input: expected boolean, received string',
    ],
    [
      'a product id in two categories',
      '{"categories":[{"id":"c","name":"C","products":[{"id":"p","name":"P","features":[]}]},{"id":"d","name":"D","products":[{"id":"p","name":"Q","features":[]}]}]}',
      'product id p is used twice',
    ],
    [
      'a category id twice',
      '{"categories":[{"id":"c","name":"C","products":[]},{"id":"c","name":"D","products":[]}]}',
      'category id c is used twice',
    ],
  ])('refuses JSON with %s', (_case, text, problem) => {
    expect(problemOf(readCatalogueFile('json', text))).toBe(problem);
  });
});
