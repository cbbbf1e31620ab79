import type { PageSummary } from '@showroom/contract';

const owner = 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d';
const other = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';

/** Three pages, one of each type, as GET page/{companyId} answers them (stories and tests). */
export const samplePages: PageSummary[] = [
  {
    id: '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c01',
    title: 'Enterprise tour',
    type: 'customized',
    live: 1,
    owner_id: owner,
    name: 'Riley Morgan',
    date_created: '2026-11-24 09:30:00',
    date_modified: '2026-11-24 09:30:00',
  },
  {
    id: '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c02',
    title: '',
    type: 'standard',
    live: 0,
    owner_id: other,
    name: 'Sam Lee',
    date_created: '2026-11-20 14:00:00',
    date_modified: '2026-11-21 10:00:00',
  },
  {
    id: '5e8a1c3f-7b2d-4e6a-9c1f-3d5b7e9a1c03',
    title: 'Pricing embed',
    type: 'embed',
    live: 0,
    owner_id: owner,
    name: 'Riley Morgan',
    date_created: '2026-11-22 16:45:00',
    date_modified: '2026-11-22 16:45:00',
  },
];
