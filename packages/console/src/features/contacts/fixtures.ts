import type { ContactListItem, ContactListRecord } from '@showroom/machines';

/**
 * Sample data for stories and tests: the shape the contract's replies have, with text that a
 * user could have uploaded (markup and formulas included, which must show as typed).
 */
export const sampleLists: ContactListItem[] = [
  {
    id: '5d0b7e0e-8f5c-4b6e-9a44-0d3c2f1e9a01',
    title: 'Q3 webinar attendees',
    name: 'Riley Morgan',
    salesrep_id: '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10',
    date_created: '2026-11-20 15:04:05',
    row_count: 100_000,
    identifier_count: 3,
  },
  {
    id: '6e1c8f1f-9a6d-4c7f-8b55-1e4d3a2f0b02',
    title: '',
    name: 'Sam Rep',
    salesrep_id: '7c1f2e3d-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    date_created: '2026-10-02 08:00:00',
    row_count: 3,
    identifier_count: 0,
  },
  {
    id: '7f2d9a2a-0b7e-4d8a-9c66-2f5e4b3a1c03',
    title: '<img src=x onerror=alert(1)> partners',
    name: 'Riley Morgan',
    salesrep_id: '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10',
    date_created: '2026-01-15 12:30:00',
    row_count: 2,
    identifier_count: 1,
  },
];

const headers = ['First Name', 'Last Name', 'Email', 'Company', 'Title'];
const first = ['Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Barbara', 'Edsger', 'Radia'];
const last = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Torvalds', 'Liskov', 'Dijkstra', 'Perlman'];

/** A list of `rows` rows; the first ones include markup and a formula, shown as text. */
export const sampleRecord = (rows = 200): ContactListRecord => ({
  ...sampleLists[0]!,
  row_count: rows,
  identifier_count: 2,
  contact_bank: {
    headers,
    showHeaders: true,
    identifiers: { 'First Name': 'first_name', Email: 'email' },
    bank: Array.from({ length: rows }, (_, i) => ({
      'First Name': i === 1 ? "<script>alert('c')</script>" : first[i % 8]!,
      'Last Name': last[Math.floor(i / 8) % 8]!,
      Email: `${first[i % 8]!.toLowerCase()}.${i}@example.com`,
      Company: i === 2 ? '=HYPERLINK("http://attacker.example")' : `Company ${i % 97}, Inc.`,
      Title: `Title ${i % 31}`,
    })),
  },
});
